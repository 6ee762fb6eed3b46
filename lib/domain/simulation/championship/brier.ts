/**
 * Brier score of probability forecasts against what happened: the mean of (p − outcome)², 0 for
 * a perfect forecast, 0.25 for saying 50% about everything. null without forecasts.
 *
 * @example brierScore([{ probability: 0.7, happened: true }, { probability: 0.3, happened: false }]) // (0.09 + 0.09) / 2 = 0.09
 */
export function brierScore(forecasts: readonly { probability: number; happened: boolean }[]): number | null {
  if (forecasts.length === 0) return null
  return forecasts.reduce((sum, { probability, happened }) => sum + (probability - Number(happened)) ** 2, 0) / forecasts.length
}
