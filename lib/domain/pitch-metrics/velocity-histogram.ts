export type VelocityBin = {
  /** Lower bound in km/h, inclusive; the bin holds speeds fromKmh ≤ v < fromKmh + width. */
  fromKmh: number
  pitches: number
}

/**
 * Pitches counted into bins of `width` km/h (2 by default) aligned on multiples of the width,
 * every bin from the slowest to the fastest present (empty ones at 0, so the chart's axis is
 * even). Bins' pitches sum to the speeds given.
 *
 * @example velocityHistogram([{ speedKmh: 141, pitches: 3 }, { speedKmh: 145, pitches: 1 }])
 * // [{ fromKmh: 140, pitches: 3 }, { fromKmh: 142, pitches: 0 }, { fromKmh: 144, pitches: 1 }]
 */
export function velocityHistogram(speeds: readonly { speedKmh: number; pitches: number }[], width = 2): VelocityBin[] {
  const counts = new Map<number, number>()
  for (const { speedKmh, pitches } of speeds) {
    const from = Math.floor(speedKmh / width) * width
    counts.set(from, (counts.get(from) ?? 0) + pitches)
  }
  if (counts.size === 0) return []
  const froms = [...counts.keys()]
  const low = Math.min(...froms)
  const high = Math.max(...froms)
  return Array.from({ length: (high - low) / width + 1 }, (_, index) => {
    const fromKmh = low + index * width
    return { fromKmh, pitches: counts.get(fromKmh) ?? 0 }
  })
}

/**
 * The fullest bin (the lower one on a tie), null for no bins: the speed band a type is thrown at most.
 *
 * @example modalBin([{ fromKmh: 140, pitches: 3 }, { fromKmh: 142, pitches: 5 }]) // { fromKmh: 142, pitches: 5 }
 */
export function modalBin(bins: readonly VelocityBin[]): VelocityBin | null {
  return bins.reduce<VelocityBin | null>((best, bin) => (best === null || bin.pitches > best.pitches ? bin : best), null)
}
