/**
 * Pearson's correlation coefficient r = Σ(x − x̄)(y − ȳ) / √(Σ(x − x̄)² · Σ(y − ȳ)²): +1 when the
 * points lie on a rising line, −1 on a falling one, 0 when one tells nothing linear about the
 * other. Null for fewer than three pairs (two points always lie on a line), lists of different
 * lengths, or a list whose values are all equal.
 *
 * @example pearson(Anscombe I x, Anscombe I y) // 0.8164 (Anscombe 1973: every set of the quartet has r = 0.816)
 */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length
  if (n !== ys.length || n < 3) return null
  const meanX = xs.reduce((sum, x) => sum + x, 0) / n
  const meanY = ys.reduce((sum, y) => sum + y, 0) / n
  let covariance = 0
  let varianceX = 0
  let varianceY = 0
  for (let index = 0; index < n; index += 1) {
    const dx = (xs[index] ?? meanX) - meanX
    const dy = (ys[index] ?? meanY) - meanY
    covariance += dx * dy
    varianceX += dx * dx
    varianceY += dy * dy
  }
  return varianceX > 0 && varianceY > 0 ? covariance / Math.sqrt(varianceX * varianceY) : null
}
