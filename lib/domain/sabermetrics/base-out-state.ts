/** One of the 24 base-out states a plate appearance can start from. Bases: 1 = 1B, 2 = 2B, 4 = 3B. */
export type BaseOut = { outs: 0 | 1 | 2; bases: number }

/** The 24 states in index order (outs × 8 + bases), the layout every per-state table here uses. */
export const BASE_OUT_STATES: readonly BaseOut[] = [0, 1, 2].flatMap((outs) =>
  Array.from({ length: 8 }, (_, bases) => ({ outs: outs as 0 | 1 | 2, bases })),
)

/** Index of a state in BASE_OUT_STATES, or null for anything that is not one (3 outs, bad data). */
export function baseOutIndex(outs: number, bases: number): number | null {
  const valid = Number.isInteger(outs) && Number.isInteger(bases) && outs >= 0 && outs <= 2 && bases >= 0 && bases <= 7
  return valid ? outs * 8 + bases : null
}

/** Runners on base in a bitmask: the number of set bits. */
export function runnersOn(bases: number): number {
  return (bases & 1) + ((bases >> 1) & 1) + ((bases >> 2) & 1)
}
