/** Playback speeds, as multiples of DATES_PER_SECOND. */
export const RACE_SPEEDS = [0.5, 1, 2, 4] as const
export type RaceSpeed = (typeof RACE_SPEEDS)[number]

/** Dates per second at 1×: a 143-date season runs in about 36 seconds. */
export const DATES_PER_SECOND = 4

/** The longest time one animation frame may advance: a tab put in the background resumes where it stopped, not at the end. */
export const MAX_FRAME_MS = 100

/**
 * The position after `elapsedMs` of playback at `speed`, stopping at the last date.
 *
 * @example advanceRace(10, 62.5, 4, 142) // 11: 0.0625 s × 4 dates/s × 4
 */
export function advanceRace(position: number, elapsedMs: number, speed: number, last: number): number {
  const elapsed = Math.min(Math.max(elapsedMs, 0), MAX_FRAME_MS)
  return Math.min(last, position + (elapsed / 1000) * DATES_PER_SECOND * speed)
}

/**
 * One date forward or back from a position, landing on a whole date (from 3.4: forward 4, back 3).
 *
 * @example stepRace(3.4, 1, 142) // 4
 * @example stepRace(3.4, -1, 142) // 3
 */
export function stepRace(position: number, direction: 1 | -1, last: number): number {
  return direction === 1 ? Math.min(last, Math.floor(position) + 1) : Math.max(0, Math.ceil(position) - 1)
}
