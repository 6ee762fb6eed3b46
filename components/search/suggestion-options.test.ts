import type { PlayerSummary } from '@/lib/schemas/players'
import { MAX_CLUB_SUGGESTIONS, MAX_PLAYER_SUGGESTIONS, playerDetail, suggestionsFrom } from './suggestion-options'

const player = (id: string, overrides: Partial<PlayerSummary> = {}): PlayerSummary => ({
  id, name: `選手 ${id}`, kana: null, romaji: null, birth_date: null, bats: null, throws: null,
  position: 'P', team: 'g', number: 1, active: true, last_season: 2025, first_season: 2020, ...overrides,
})

test("a player's line: club short name, position, and 現役 or the last season on a roster", () => {
  expect(playerDetail(player('1'))).toBe('巨人 · 投手 · 現役')
  expect(playerDetail(player('2', { team: 't', position: 'CF', active: false, last_season: 2021 }))).toBe('阪神 · 外野手 · 2021年まで')
  // npb.jp 2025 rosters carry no position; a player on no roster has no club and no season.
  expect(playerDetail(player('3', { position: null }))).toBe('巨人 · 現役')
  expect(playerDetail(player('4', { team: null, position: null, active: false, last_season: null }))).toBe('')
})

test('up to 8 players and 3 clubs, linking to the player and club pages', () => {
  const players = Array.from({ length: 12 }, (_, index) => player(String(index + 1)))
  const suggestions = suggestionsFrom({ total: 12, season: 2025, page: 1, pageSize: 8, clubs: ['t', 'db', 'f', 'h'], players })
  expect(suggestions.players).toHaveLength(MAX_PLAYER_SUGGESTIONS)
  expect(suggestions.players[0]).toEqual({ key: 'player-1', kind: 'player', href: '/players/1/career-pitching/2025', label: '選手 1', detail: '巨人 · 投手 · 現役' })
  expect(suggestions.clubs.map((club) => club.href)).toEqual(['/teams/t/info', '/teams/db/info', '/teams/f/info'])
  expect(suggestions.clubs).toHaveLength(MAX_CLUB_SUGGESTIONS)
  expect(suggestions.clubs[0]).toMatchObject({ label: '阪神タイガース', detail: 'セ・リーグ' })
})
