/**
 * A ratio that is `null` instead of NaN or Infinity, so "no denominator yet" (a batter with no
 * at-bats, a pitcher with no outs) reaches the display as "-" rather than as a broken number.
 *
 * @example rate(3, 10) // 0.3
 * @example rate(1, 0) // null
 */
export function rate(numerator: number, denominator: number): number | null {
  if (denominator === 0 || !Number.isFinite(denominator) || !Number.isFinite(numerator)) return null
  return numerator / denominator
}
