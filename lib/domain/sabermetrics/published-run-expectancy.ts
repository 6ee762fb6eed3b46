import { baseOutIndex } from './base-out-state'

/** Where the published matrix comes from, as a page cites it. */
export const PUBLISHED_RE_SOURCE = '鳥越規央ほか『勝てる野球の統計学』（NPB 2004〜2013年）'

/**
 * The published NPB 2004–2013 run expectancy matrix (鳥越ほか『勝てる野球の統計学』), the sanity
 * anchor of the conventions page, in BASE_OUT_STATES order (outs × 8 + bases bitmask: 3 is
 * 一・二塁, 4 is 三塁 — the book lists 三塁 before 一・二塁).
 */
export const NPB_2004_2013_RUN_EXPECTANCY: readonly number[] = [
  0.455, 0.821, 1.04, 1.417, 1.36, 1.721, 1.974, 2.2,
  0.242, 0.499, 0.687, 0.905, 0.919, 1.158, 1.335, 1.541,
  0.091, 0.214, 0.321, 0.434, 0.371, 0.487, 0.586, 0.74,
]

/** The published value of a state, or null for anything that is not one of the 24. */
export function publishedRunExpectancy(outs: number, bases: number): number | null {
  const index = baseOutIndex(outs, bases)
  return index === null ? null : (NPB_2004_2013_RUN_EXPECTANCY[index] ?? null)
}
