/**
 * Tints as Tailwind classes, written out whole so that Tailwind generates them: red-600 for more
 * runs (or a better count for the batter), blue-600 for fewer, in 8 steps up to 40 % opacity, so
 * dark text keeps its contrast. A class is a fraction of an inline style's bytes in a 288-cell table.
 */
const WARM = ['', 'bg-red-600/5', 'bg-red-600/10', 'bg-red-600/15', 'bg-red-600/20', 'bg-red-600/25', 'bg-red-600/30', 'bg-red-600/35', 'bg-red-600/40'] as const
const COOL = ['', 'bg-blue-600/5', 'bg-blue-600/10', 'bg-blue-600/15', 'bg-blue-600/20', 'bg-blue-600/25', 'bg-blue-600/30', 'bg-blue-600/35', 'bg-blue-600/40'] as const
const STEPS = WARM.length - 1

/** A cell's props for a tint: none for no tint, so that nothing empty is sent. */
const tint = (steps: readonly string[], share: number): { className?: string } => {
  const className = steps[Math.round(Math.min(1, Math.max(0, share)) * STEPS)] ?? ''
  return className === '' ? {} : { className }
}

/**
 * A cell's tint on a sequential scale: none at `min`, strongest at `max`; none for null.
 *
 * @example heatCell(1, 0, 2) // { className: 'bg-red-600/20' }
 */
export function heatCell(value: number | null, min: number, max: number): { className?: string } {
  return value === null || !(max > min) ? {} : tint(WARM, (value - min) / (max - min))
}

/**
 * A difference's tint on a diverging scale: red above 0, blue below, strongest at ±`extent`.
 *
 * @example divergingCell(-0.5, 1) // { className: 'bg-blue-600/20' }
 */
export function divergingCell(diff: number | null, extent: number): { className?: string } {
  return diff === null || !(extent > 0) ? {} : tint(diff > 0 ? WARM : COOL, Math.abs(diff) / extent)
}

/** The lowest and highest of the values that are numbers; [0, 0] for none. */
export function rangeOf(values: readonly (number | null | undefined)[]): [number, number] {
  const numbers = values.filter((value): value is number => typeof value === 'number')
  return numbers.length === 0 ? [0, 0] : [Math.min(...numbers), Math.max(...numbers)]
}
