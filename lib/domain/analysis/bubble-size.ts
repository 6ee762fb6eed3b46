/** A bubble's area in px²: the largest value's, and the floor that keeps a tiny value visible and tappable by its tooltip. */
export type AreaRange = { min: number; max: number }

export const BUBBLE_AREA: AreaRange = { min: 24, max: 900 }

/**
 * Areas in proportion to the values (a bubble twice the value is twice the area, not twice the
 * width, which would read as four times), the largest value at `range.max`, none below
 * `range.min`. Negative values count as zero; all zero gives every bubble the floor.
 *
 * @example bubbleAreas([600, 300, 0], { min: 24, max: 900 }) // [900, 450, 24]
 */
export function bubbleAreas(values: readonly number[], range: AreaRange = BUBBLE_AREA): number[] {
  const largest = Math.max(0, ...values)
  return values.map((value) => (largest > 0 ? Math.max(range.min, (range.max * Math.max(0, value)) / largest) : range.min))
}
