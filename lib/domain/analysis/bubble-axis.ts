import { niceTicks } from '@/lib/domain/charts/nice-ticks'

/** How far past the outermost bubble an axis reaches, as a share of the values' span: room for a bubble's radius. */
const PAD = 0.06

/**
 * An axis's ticks at a round step (niceTicks), spanning every bubble and the average guide with a
 * little room past the outermost; the axis runs from the first tick to the last. Empty without values.
 *
 * @example bubbleAxisTicks([0.6, 0.9], 0.72) // span .6–.9 padded to .582–.918 → [0.5, 0.6, 0.7, 0.8, 0.9, 1]
 */
export function bubbleAxisTicks(values: readonly number[], guide: number | null): number[] {
  const all = guide === null ? values : [...values, guide]
  if (all.length === 0) return []
  const low = Math.min(...all)
  const high = Math.max(...all)
  const pad = (high - low) * PAD
  return niceTicks(low - pad, high + pad, 5)
}
