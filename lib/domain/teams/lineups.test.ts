import { lineupKey, lineupsByThrows, lineupUsage, type GameLineup, type LineupSlot } from './lineups'

/** A nine from a string of nine player ids and one position each: 'abcdefghi' → a:CF b:SS … */
const POSITIONS = ['CF', 'SS', 'RF', '1B', 'LF', '3B', 'C', '2B', 'P'] as const
const nine = (ids: string, positions: readonly (LineupSlot['position'])[] = POSITIONS): LineupSlot[] =>
  [...ids].map((playerId, index) => ({ playerId, position: positions[index] ?? null }))
const game = (ids: string, opposingThrows: GameLineup['opposingThrows'] = 'R', positions?: readonly LineupSlot['position'][]) => ({ slots: nine(ids, positions), opposingThrows })

test('a lineup is its nine in order with their positions', () => {
  expect(lineupKey(nine('ab'))).toBe('a:CF b:SS')
  expect(lineupKey([{ playerId: 'a', position: null }])).toBe('a:-')
})

test('worked example: 5 games, lineups A A B A C → 3 distinct, A most used in 3 games, none tied', () => {
  const usage = lineupUsage([game('abcdefghi'), game('abcdefghi'), game('bacdefghi'), game('abcdefghi'), game('abcdefghj')])
  expect(usage).toEqual({ games: 5, distinct: 3, mostUsed: { slots: nine('abcdefghi'), games: 3 }, tied: 0 })
})

test('the same nine in the same order at other positions is another lineup', () => {
  const swapped = [...POSITIONS.slice(0, 3), 'LF', '1B', ...POSITIONS.slice(5)] as const
  expect(lineupUsage([game('abcdefghi'), game('abcdefghi', 'R', swapped)]).distinct).toBe(2)
})

test('a tie goes to the lineup used last: A B B A → A (2 games, last used 4th), one other as often', () => {
  const usage = lineupUsage([game('abcdefghi'), game('bacdefghi'), game('bacdefghi'), game('abcdefghi')])
  expect(usage.mostUsed?.slots).toEqual(nine('abcdefghi'))
  expect(usage.tied).toBe(1)
})

test('no games: nothing used', () => {
  expect(lineupUsage([])).toEqual({ games: 0, distinct: 0, mostUsed: null, tied: 0 })
})

test('by the opposing starter’s hand: R R L ? → 2 against right-handers, 1 against a left-hander, 1 unknown; the splits sum to the games', () => {
  const games = [game('abcdefghi', 'R'), game('abcdefghi', 'R'), game('bacdefghi', 'L'), game('abcdefghi', null)]
  const split = lineupsByThrows(games)
  expect([split.R.games, split.L.games, split.unknown]).toEqual([2, 1, 1])
  expect(split.R.games + split.L.games + split.unknown).toBe(games.length)
  expect(split.R.mostUsed).toEqual({ slots: nine('abcdefghi'), games: 2 })
  expect(split.L.mostUsed).toEqual({ slots: nine('bacdefghi'), games: 1 })
})
