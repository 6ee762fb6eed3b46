import type { GameLineup } from './lineups'
import { opponentCode, readStarters } from './read-lineups'
import { sendLineups } from './sent-lineups'

const POSITIONS = ['CF', 'SS', 'RF', '1B', 'LF', '3B', 'C', '2B', 'DH'] as const

const game = (gameId: string, ids: string, known = true): GameLineup => ({
  gameId,
  opponent: 't',
  result: '勝',
  opposingThrows: known ? 'R' : null,
  slots: [...ids].map((playerId, index) => ({ playerId, position: known ? (POSITIONS[index] ?? null) : null })),
})

const names = Object.fromEntries([...'abcdefghij'].map((id) => [id, `${id}山 ${id}郎`]))

test('a game is sent as a short row: starters as indexes into one player list, positions as scorer’s digits (D for DH)', () => {
  const sent = sendLineups([game('20250328-g-t-01', 'abcdefghi'), game('20250329-g-t-01', 'jbcdefghi')], names)
  expect(sent.games[0]).toEqual(['20250328-g-t-01', '勝', 'R', '012345678', '86937524D'])
  expect(sent.games[1]?.[3]).toBe('912345678')
  expect(sent.width).toBe(1)
  expect(sent.players).toHaveLength(10)
  expect(sent.players[0]).toEqual(['a', 'a山'])
})

test('read back in the browser: names, marks and colour groups; unknown positions have none', () => {
  const sent = sendLineups([game('20250328-g-t-01', 'abcdefghi'), game('20240329-g-t-01', 'abcdefghi', false)], names)
  const [known, unknown] = sent.games
  expect(known && readStarters(known, sent).slice(0, 2)).toEqual([
    { playerId: 'a', name: 'a山', mark: '中', group: 'OF' },
    { playerId: 'b', name: 'b山', mark: '遊', group: 'IF' },
  ])
  expect(unknown?.[2]).toBe('-')
  expect(unknown?.[4]).toBe('---------')
  expect(unknown && readStarters(unknown, sent)[8]).toEqual({ playerId: 'i', name: 'i山', mark: null, group: null })
})

test('past 36 players each starter takes two base-36 characters, and reads back the same', () => {
  const many = Object.fromEntries(Array.from({ length: 45 }, (_, index) => [`p${index}`, `選手${index}`]))
  const lineups = Array.from({ length: 5 }, (_, game) => ({
    gameId: `2025040${game + 1}-g-t-01`, opponent: 't' as const, result: '勝' as const, opposingThrows: 'L' as const,
    slots: Array.from({ length: 9 }, (_, slot) => ({ playerId: `p${game * 9 + slot}`, position: null })),
  }))
  const sent = sendLineups(lineups, many)
  expect(sent.width).toBe(2)
  // The 37th player (index 36) is 「10」 in base 36.
  expect(sent.games[4]?.[3]).toBe('101112131415161718')
  expect(sent.games[4] && readStarters(sent.games[4], sent).map((starter) => starter.playerId)).toEqual(['p36', 'p37', 'p38', 'p39', 'p40', 'p41', 'p42', 'p43', 'p44'])
})

test('the opponent is read from the game id, whichever side the club was on', () => {
  expect(opponentCode('20250328-g-db-01', 'g')).toBe('db')
  expect(opponentCode('20250328-g-db-01', 'db')).toBe('g')
})
