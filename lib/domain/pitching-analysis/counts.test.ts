import { COUNTS, countTable, handSplits, typeShares } from './counts'
import { EXAMPLE_SEASON } from './example-season'

test('twelve counts from 0-0 to 3-2', () => {
  expect(COUNTS).toHaveLength(12)
  expect(COUNTS[0]).toEqual({ balls: 0, strikes: 0 })
  expect(COUNTS[11]).toEqual({ balls: 3, strikes: 2 })
})

test('worked example: 3 pitches at 0-0 (one swing, the single), 2 at 0-2 (the strikeout), the homer at 1-0', () => {
  const table = countTable(EXAMPLE_SEASON)
  const at = (balls: number, strikes: number) => table.find((row) => row.balls === balls && row.strikes === strikes)
  expect(at(0, 0)).toMatchObject({ pitches: 3, whiffPct: 0, pa: 1, ab: 1, h: 1, avg: 1, slg: 1 })
  expect(at(0, 0)?.swingPct).toBeCloseTo(1 / 3)
  expect(at(0, 2)).toMatchObject({ pitches: 2, swingPct: 1, whiffPct: 0.5, pa: 1, so: 1, avg: 0 })
  expect(at(1, 0)).toMatchObject({ pitches: 1, pa: 1, h: 1, slg: 4 })
  expect(at(3, 2)).toMatchObject({ pitches: 0, swingPct: null, pa: 0, avg: null, usage: [] })
})

test('invariants: the count rows\' pitches sum to all pitches and their PAs to all PAs', () => {
  const table = countTable(EXAMPLE_SEASON)
  expect(table.reduce((sum, row) => sum + row.pitches, 0)).toBe(EXAMPLE_SEASON.length)
  expect(table.reduce((sum, row) => sum + row.pa, 0)).toBe(3)
})

test('the pitch mix at 0-0 is FF 2, CU 1; shares sum to 100 %', () => {
  const mix = typeShares(EXAMPLE_SEASON.filter((pitch) => pitch.balls === 0 && pitch.strikes === 0))
  expect(mix.map((share) => [share.type, share.pitches])).toEqual([['FF', 2], ['CU', 1]])
  expect(mix.reduce((sum, share) => sum + (share.sharePct ?? 0), 0)).toBeCloseTo(1)
})

test('by hand: 4 pitches and the strikeout to the right-hander; 3 pitches, the homer and the single to left-handers (SLG 2.500)', () => {
  const [right, left] = handSplits(EXAMPLE_SEASON)
  expect(right).toMatchObject({ hand: 'R', pitches: 4, pa: 1, avg: 0 })
  expect(right?.usage.map((share) => [share.type, share.pitches])).toEqual([['FF', 2], ['SL', 2]])
  expect(left).toMatchObject({ hand: 'L', pitches: 3, pa: 2, avg: 1, slg: 2.5 })
})
