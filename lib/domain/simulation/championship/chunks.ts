/** Seasons one API call simulates at most (≈ 1 s from mid-season; scripts/bench/championship.ts). */
export const CHUNK_SEASONS = 20_000
export const MIN_SEASONS = 1_000
export const MAX_SEASONS = 200_000
export const DEFAULT_SEASONS = 20_000
/** The run sizes the form offers; the API takes any whole number in MIN_SEASONS…MAX_SEASONS. */
export const SEASON_CHOICES = [1_000, 5_000, 20_000, 50_000, 200_000] as const

/** How many chunks a run of n seasons takes. @example chunkCount(50_000) // 3 */
export function chunkCount(seasons: number): number {
  return Math.max(1, Math.ceil(seasons / CHUNK_SEASONS))
}

/** Seasons in chunk k of a run of n: min(20,000, n − 20,000 k), 0 past the end. @example chunkSeasons(50_000, 2) // 10_000 */
export function chunkSeasons(seasons: number, chunk: number): number {
  return Math.max(0, Math.min(CHUNK_SEASONS, seasons - CHUNK_SEASONS * chunk))
}
