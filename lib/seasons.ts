/**
 * Seasons the site serves. Until the data engine derives them from the database, the embedded
 * default league covers 2016–2025; redirects always default to 2025 (site spec §9).
 */
export const DEFAULT_SEASON = 2025
export const FIRST_SEASON = 2016

export const SEASONS: readonly number[] = Array.from(
  { length: DEFAULT_SEASON - FIRST_SEASON + 1 },
  (_, index) => DEFAULT_SEASON - index,
)

export function isKnownSeason(season: number): boolean {
  return SEASONS.includes(season)
}
