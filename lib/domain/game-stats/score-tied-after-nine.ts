import type { InningRuns } from '@/lib/domain/games/line-score'

/** Innings of a regulation game. */
export const REGULATION_INNINGS = 9

/**
 * Whether a game was level when its 9th inning ended, from the two lines (runs by inning; null for
 * a bottom half not played). A game called before the 9th was never "after nine" and is not; a
 * home club that did not bat in the 9th led, so its sum is already larger.
 *
 * @example tiedAfterNine([0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 1], [0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0]) // true (2-2 after nine, won in the 11th)
 * @example tiedAfterNine([0, 0, 0, 0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 0, 0, 1, 1]) // false (walk-off in the 9th)
 */
export function tiedAfterNine(away: InningRuns, home: InningRuns): boolean {
  if (away.length < REGULATION_INNINGS || home.length < REGULATION_INNINGS) return false
  const runs = (line: InningRuns) => line.slice(0, REGULATION_INNINGS).reduce<number>((sum, value) => sum + (value ?? 0), 0)
  return runs(away) === runs(home)
}
