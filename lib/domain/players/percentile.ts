/** Fewer qualifiers than this and a percentile says more about the sample than about the player. */
export const MIN_QUALIFIERS = 10

/**
 * His percentile among the league's qualified players (Savant style, 0–100, 100 the best): the
 * share of the others he beats, a tie counting half. `pool` is every qualifier's value, his own
 * included when he qualified (`inPool`); a rate he has no value for, or a pool of fewer than
 * MIN_QUALIFIERS, has none. `higherIsBetter` false for ERA, K% of a batter and the like.
 *
 * @example percentileRank([.250, .270, .300, …10 values], .300, true, true) // beats 9 of 9 others → 100
 */
export function percentileRank(pool: readonly number[], value: number | null, higherIsBetter: boolean, inPool: boolean): number | null {
  if (value === null || pool.length < MIN_QUALIFIERS) return null
  const others = inPool ? pool.length - 1 : pool.length
  if (others <= 0) return null
  const better = (a: number, b: number) => (higherIsBetter ? a > b : a < b)
  let beaten = 0
  let tied = inPool ? -1 : 0 // his own value ties with itself once
  for (const other of pool) {
    if (better(value, other)) beaten += 1
    else if (other === value) tied += 1
  }
  return Math.round((100 * (beaten + Math.max(0, tied) / 2)) / others)
}
