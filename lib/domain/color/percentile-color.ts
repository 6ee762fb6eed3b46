/** Savant's scale: blue for the league's worst, grey at the median, red for the best. */
const POOR = [37, 99, 235] as const
const MEDIAN = [148, 163, 184] as const
const GREAT = [220, 38, 38] as const

const mix = (from: readonly number[], to: readonly number[], share: number) => from.map((value, index) => Math.round(value + ((to[index] ?? value) - value) * share))

/**
 * The bar colour of a percentile (0–100) as `rgb(r, g, b)`.
 *
 * @example percentileColor(50) // 'rgb(148, 163, 184)'
 */
export function percentileColor(percentile: number): string {
  const clamped = Math.min(100, Math.max(0, percentile))
  const [r, g, b] = clamped < 50 ? mix(POOR, MEDIAN, clamped / 50) : mix(MEDIAN, GREAT, (clamped - 50) / 50)
  return `rgb(${r}, ${g}, ${b})`
}
