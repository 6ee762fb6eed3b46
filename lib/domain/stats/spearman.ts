/**
 * Ranks from 1 (smallest) with ties sharing the mean of the ranks they span ("fractional" ranks),
 * as Spearman's coefficient needs them.
 *
 * @example fractionalRanks([10, 30, 20, 20]) // [1, 4, 2.5, 2.5]
 */
export function fractionalRanks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value)
  const ranks = new Array<number>(values.length).fill(0)
  let start = 0
  while (start < order.length) {
    let end = start
    while (end + 1 < order.length && order[end + 1]?.value === order[start]?.value) end += 1
    // Positions start..end (0-based) hold equal values: each gets the mean of ranks start+1..end+1.
    const shared = (start + end) / 2 + 1
    for (let at = start; at <= end; at += 1) {
      const item = order[at]
      if (item) ranks[item.index] = shared
    }
    start = end + 1
  }
  return ranks
}

function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length
  const meanX = xs.reduce((sum, x) => sum + x, 0) / n
  const meanY = ys.reduce((sum, y) => sum + y, 0) / n
  let covariance = 0
  let varianceX = 0
  let varianceY = 0
  xs.forEach((x, index) => {
    const dy = (ys[index] ?? meanY) - meanY
    covariance += (x - meanX) * dy
    varianceX += (x - meanX) ** 2
    varianceY += dy ** 2
  })
  return varianceX > 0 && varianceY > 0 ? covariance / Math.sqrt(varianceX * varianceY) : null
}

/**
 * Spearman's rank correlation ρ: the Pearson correlation of the two lists' fractional ranks (so
 * ties are handled exactly, not by the 1 − 6Σd²/(n(n²−1)) shortcut that assumes none). Null for
 * fewer than two pairs, lists of different lengths, or a list whose values are all equal.
 *
 * @example spearman(IQ, hours of TV) // −29/165 = −0.1758 (Wikipedia, "Spearman's rank correlation coefficient", worked example)
 */
export function spearman(xs: readonly number[], ys: readonly number[]): number | null {
  if (xs.length !== ys.length || xs.length < 2) return null
  return pearson(fractionalRanks(xs), fractionalRanks(ys))
}
