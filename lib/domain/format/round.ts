/**
 * Slack for binary floating point: 163×27/1800 is exactly 2.445 but ×100 gives 244.4999…; a true
 * ratio of small counts is never this close to a half without being one.
 */
const EPSILON = 1e-9

/**
 * 四捨五入 to `digits` decimals, halves away from zero, as NPB rounds published rates (打率,
 * 防御率, 勝率). Only display code rounds; lib/domain keeps full precision.
 *
 * @example roundHalfUp(2.445, 2) // 2.45 (Math.round(244.4999…) would give 2.44)
 */
export function roundHalfUp(x: number, digits: number): number {
  const factor = 10 ** digits
  const rounded = Math.floor(Math.abs(x) * factor + 0.5 + EPSILON) / factor
  return x < 0 ? -rounded : rounded
}
