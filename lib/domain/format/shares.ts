/**
 * Counts as percentages with one decimal that add up to exactly 100.0% (the largest-remainder
 * method: each share is rounded down to a tenth, and the tenths left over go to the largest
 * remainders, the earlier column first on a tie). Rounding each share on its own can print
 * 33.3% three times. All '-' when the counts add up to nothing.
 *
 * @example formatShares([1, 1, 1]) // ['33.4%', '33.3%', '33.3%']
 */
export function formatShares(counts: readonly number[]): string[] {
  const total = counts.reduce((sum, count) => sum + count, 0)
  if (total <= 0) return counts.map(() => '-')
  // Integer arithmetic in tenths of a percent: count × 1000 / total.
  const exact = counts.map((count) => (count * 1000) / total)
  const tenths = exact.map(Math.floor)
  const left = 1000 - tenths.reduce((sum, value) => sum + value, 0)
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  for (const { index } of order.slice(0, left)) tenths[index] = (tenths[index] ?? 0) + 1
  return tenths.map((value) => `${(value / 10).toFixed(1)}%`)
}
