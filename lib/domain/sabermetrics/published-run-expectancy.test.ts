import { NPB_2004_2013_RUN_EXPECTANCY, publishedRunExpectancy } from './published-run-expectancy'

test('the NPB 2004–2013 matrix (鳥越ほか『勝てる野球の統計学』) reads back by outs and bases bitmask', () => {
  expect(NPB_2004_2013_RUN_EXPECTANCY).toHaveLength(24)
  // The book's order is empty, 1B, 2B, 3B, 1B-2B, 1B-3B, 2B-3B, loaded; bitmask 4 is 3B, 3 is 1B-2B.
  expect(publishedRunExpectancy(0, 0)).toBe(0.455)
  expect(publishedRunExpectancy(0, 4)).toBe(1.36)
  expect(publishedRunExpectancy(0, 3)).toBe(1.417)
  expect(publishedRunExpectancy(0, 7)).toBe(2.2)
  expect(publishedRunExpectancy(1, 4)).toBe(0.919)
  expect(publishedRunExpectancy(1, 3)).toBe(0.905)
  expect(publishedRunExpectancy(2, 0)).toBe(0.091)
  expect(publishedRunExpectancy(2, 7)).toBe(0.74)
  expect(publishedRunExpectancy(3, 0)).toBeNull()
})

test('the published matrix rises with runners and falls with outs, as any run expectancy table does', () => {
  const rows = [0, 1, 2].map((outs) => NPB_2004_2013_RUN_EXPECTANCY.slice(outs * 8, outs * 8 + 8))
  expect(rows.map((row) => [row[0] === Math.min(...row), row[7] === Math.max(...row)])).toEqual([[true, true], [true, true], [true, true]])
  const falls = (upper: readonly number[], lower: readonly number[]) => upper.every((value, bases) => value > (lower[bases] ?? Infinity))
  expect([falls(rows[0] ?? [], rows[1] ?? []), falls(rows[1] ?? [], rows[2] ?? [])]).toEqual([true, true])
})
