/**
 * The heat maps' colour scale: pale cream at the grid's lowest value, orange in the middle, deep
 * red at its highest. Sequential (not diverging) because every metric on the zone maps (share,
 * swing %, whiff %, AVG, SLG) reads "more here" one way only.
 */
const STOPS: readonly (readonly [number, number, number])[] = [
  [0xff, 0xf7, 0xed],
  [0xfb, 0x92, 0x3c],
  [0xb9, 0x1c, 0x1c],
]
/** A cell without a value (no pitch, no at-bat) is drawn in this neutral grey with '-'. */
export const EMPTY_CELL = '#f1f5f9'

const hex = (channel: number) => Math.round(channel).toString(16).padStart(2, '0')

/**
 * Where a value sits between min and max, 0..1 (clamped). A grid whose cells are all equal sits
 * in the middle, so one value is not shown as the hottest or the coldest.
 *
 * @example heatPosition(0.3, 0.1, 0.5) // 0.5
 */
export function heatPosition(value: number, min: number, max: number): number {
  if (!(max > min)) return 0.5
  return Math.min(1, Math.max(0, (value - min) / (max - min)))
}

/**
 * The fill of a cell, linear in RGB between the stops; null (no denominator) is EMPTY_CELL.
 *
 * @example heatColor(0.1, 0.1, 0.5) // '#fff7ed'
 * @example heatColor(0.5, 0.1, 0.5) // '#b91c1c'
 */
export function heatColor(value: number | null, min: number, max: number): string {
  if (value === null || !Number.isFinite(value)) return EMPTY_CELL
  const scaled = heatPosition(value, min, max) * (STOPS.length - 1)
  const index = Math.min(STOPS.length - 2, Math.floor(scaled))
  const from = STOPS[index] ?? [0, 0, 0]
  const to = STOPS[index + 1] ?? from
  const t = scaled - index
  return `#${from.map((channel, i) => hex(channel + ((to[i] ?? channel) - channel) * t)).join('')}`
}

/**
 * Text on a heat cell: white from about two-thirds up the scale, where the red is dark enough for
 * 4.5:1 contrast, slate below it.
 */
export function heatTextColor(value: number | null, min: number, max: number): string {
  return value !== null && Number.isFinite(value) && heatPosition(value, min, max) >= 0.65 ? '#ffffff' : '#0f172a'
}

/** The range the scale spans: the smallest and largest non-null values, null when there are none. */
export function heatRange(values: readonly (number | null)[]): { min: number; max: number } | null {
  const present = values.filter((value): value is number => value !== null && Number.isFinite(value))
  if (present.length === 0) return null
  return { min: Math.min(...present), max: Math.max(...present) }
}
