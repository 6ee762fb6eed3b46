/** z of a two-sided 80% normal interval: Φ⁻¹(0.9). */
export const Z80 = 1.2815515655446004

/** A backtest miss: projected minus actual, and the playing time (PA or outs) the actual season had. */
export type Residual = { error: number; sample: number }

/**
 * The projection's error variance as a function of playing time, σ²(n) = A + B/n: A is what
 * Marcel cannot know about the player's talent, B/n the season's sampling noise at n
 * opportunities. Fitted by least squares of error² on 1/n over the backtest (empirical, not a
 * binomial formula: ERA has no binomial form, and the backtest already holds Marcel's own error).
 */
export type ErrorModel = { a: number; b: number; residuals: number }

/**
 * Least squares of e² = A + B·x with x = 1/n; a negative coefficient is dropped and the other refitted
 * alone, so σ² never falls below 0. null without residuals.
 *
 * @example errors with e² = 0.001 + 0.5/n at n = 100 and 500 fit back A = 0.001, B = 0.5
 */
export function fitErrorModel(residuals: readonly Residual[]): ErrorModel | null {
  const points = residuals.filter((r) => r.sample > 0 && Number.isFinite(r.error)).map((r) => ({ x: 1 / r.sample, y: r.error * r.error }))
  const n = points.length
  if (n === 0) return null
  const mean = (f: (p: { x: number; y: number }) => number) => points.reduce((sum, p) => sum + f(p), 0) / n
  const [mx, my] = [mean((p) => p.x), mean((p) => p.y)]
  const sxx = mean((p) => (p.x - mx) ** 2)
  const sxy = mean((p) => (p.x - mx) * (p.y - my))
  let b = sxx > 0 ? sxy / sxx : 0
  let a = my - b * mx
  if (b < 0) [a, b] = [my, 0]
  if (a < 0) [a, b] = [0, mean((p) => p.x * p.y) / mean((p) => p.x * p.x)]
  return { a, b, residuals: n }
}

/** σ at n opportunities under the model. */
export function errorSd(model: ErrorModel, sample: number): number {
  return Math.sqrt(model.a + (sample > 0 ? model.b / sample : 0))
}

/** The projection's 80% band at the projected playing time: value ± 1.2816·σ(n). */
export function projectionBand(value: number, sample: number, model: ErrorModel): { low: number; high: number } {
  const half = Z80 * errorSd(model, sample)
  return { low: value - half, high: value + half }
}

/** Root mean square of the errors; null without any. */
export function rmse(errors: readonly number[]): number | null {
  return errors.length === 0 ? null : Math.sqrt(errors.reduce((sum, e) => sum + e * e, 0) / errors.length)
}

/** The share of residuals inside the model's 80% band at their own playing time: a check the band is honest (≈ 0.8). */
export function bandCoverage(residuals: readonly Residual[], model: ErrorModel): number | null {
  if (residuals.length === 0) return null
  const inside = residuals.filter((r) => Math.abs(r.error) <= Z80 * errorSd(model, r.sample)).length
  return inside / residuals.length
}
