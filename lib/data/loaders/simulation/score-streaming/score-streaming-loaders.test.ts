import Database from 'better-sqlite3'
import type { Db } from '@/lib/data/db'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { boardFromMoments } from '@/lib/domain/simulation/streaming/scoreboard'
import { matchFrom, streamedGame, type MatchArgs } from './match'
import { clubInputFrom } from './team-input'

let db: Db
beforeAll(() => {
  db = new Database(simDatabasePath(), { readonly: true, fileMustExist: true })
})
afterAll(() => db.close())

const one = <T>(sql: string, ...params: (string | number)[]) => db.prepare<(string | number)[], T>(sql).get(...params)

test('a Central League club without the DH: nine slots, its most frequent starter batting ninth, its saves leader closing', () => {
  const club = clubInputFrom(db, 2025, 'g', false, null)
  const mostStarts = one<{ id: string }>("SELECT player_id AS id FROM player_season_pitching WHERE season = 2025 AND team = 'g' ORDER BY gs DESC, player_id LIMIT 1")
  const mostSaves = one<{ id: string }>("SELECT player_id AS id FROM player_season_pitching WHERE season = 2025 AND team = 'g' AND gs = 0 ORDER BY sv DESC, hld DESC, g DESC, player_id LIMIT 1")
  expect(club?.input.lineup).toHaveLength(9)
  expect(club?.input.lineup.at(-1)).toMatchObject({ position: 'P', player: { id: mostStarts?.id } })
  expect(club?.input.relievers[0]?.id).toBe(mostSaves?.id)
  expect(new Set(club?.input.lineup.map((slot) => slot.position))).toEqual(new Set(['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', 'P']))
  expect(club?.sheet.lineup.map((entry) => entry.name).every((name) => name.length > 0)).toBe(true)
  expect(club?.sheet).toMatchObject({ positionsKnown: true, pitchesTracked: true })
  expect(clubInputFrom(db, 2025, 'g', false, null)).toEqual(club)
})

test('a Pacific League club with the DH; each regular is the man with the most starts at his position', () => {
  const club = clubInputFrom(db, 2025, 'h', true, null)
  expect(club?.input.lineup).toHaveLength(9)
  expect(club?.input.lineup.some((slot) => slot.position === 'DH')).toBe(true)
  const catcher = one<{ id: string }>(`SELECT s.player_id AS id FROM substitutions s JOIN games g ON g.id = s.game_id
    WHERE g.season = 2025 AND g.kind IN ('regular', 'interleague') AND s.team = 'h' AND s.starter = 1 AND s.position = 'C'
    GROUP BY s.player_id ORDER BY COUNT(*) DESC, s.player_id LIMIT 1`)
  expect(club?.input.lineup.find((slot) => slot.position === 'C')?.player.id).toBe(catcher?.id)
})

test('ratings follow the lines: the season’s home-run leader rates well above average in power', () => {
  const leader = one<{ id: string; team: 'g' }>('SELECT player_id AS id, team FROM player_season_batting WHERE season = 2025 ORDER BY hr DESC LIMIT 1')
  const club = leader && clubInputFrom(db, 2025, leader.team, true, null)
  const player = [...(club?.input.lineup.map((slot) => slot.player) ?? []), ...(club?.input.bench ?? [])].find((each) => each.id === leader?.id)
  expect(player?.batting.power).toBeGreaterThan(1)
})

test('a starter from the rotation starts; an unknown one does not, and says so', () => {
  const rotation = clubInputFrom(db, 2025, 'g', false, null)?.sheet.rotation ?? []
  const third = rotation[2]?.id ?? ''
  expect(clubInputFrom(db, 2025, 'g', false, third)).toMatchObject({ starterFound: true, input: { starter: { id: third } } })
  expect(clubInputFrom(db, 2025, 'g', false, 'nobody')).toMatchObject({ starterFound: false, input: { starter: { id: rotation[0]?.id } } })
})

const args: MatchArgs = { season: 2025, away: 't', home: 'g', park: 'g', awayStarter: null, homeStarter: null }

test('a match starts from the season’s stored WE, and a seed replays the same game whose moments fold to its final line', () => {
  const match = matchFrom(db, args)
  const stored = one<{ we: number }>("SELECT win + 0.5 * tie AS we FROM win_expectancy WHERE season = 2025 AND inning = 1 AND half = 'top' AND outs = 0 AND bases = 0 AND score_diff = 0")
  expect(match?.startWe).toBeCloseTo(stored?.we ?? -1, 12)
  expect(match).toMatchObject({ venue: '東京ドーム', useDh: false })
  if (!match) throw new Error('no match')
  const game = streamedGame(match, 42)
  expect(streamedGame(match, 42)).toEqual(game)
  expect(streamedGame(match, 43).moments).not.toEqual(game.moments)
  const board = boardFromMoments(game.moments, match.startWe)
  expect(board.line.away).toEqual(game.final.line.away)
  expect(board.line.home).toEqual(game.final.line.home.filter((runs) => runs !== null))
  expect({ away: board.score.away, home: board.score.home }).toEqual({ away: game.final.box.away.runs, home: game.final.box.home.runs })
  expect(board.hits).toEqual({ away: game.final.box.away.hits, home: game.final.box.home.hits })
  expect(game.moments.filter((moment) => moment.we !== null).every((moment) => (moment.we ?? -1) >= 0 && (moment.we ?? 2) <= 1)).toBe(true)
})

test('a season without lines has no match', () => {
  expect(matchFrom(db, { ...args, season: 2016 })).toBeNull()
})
