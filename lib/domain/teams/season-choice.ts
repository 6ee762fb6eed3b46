/**
 * The season a club page shows: the one asked for when the club has games in it, else the latest
 * it has (a season the data lacks falls back quietly rather than failing). null without any.
 *
 * @example chooseSeason([2024, 2025], 2024) // 2024
 * @example chooseSeason([2024, 2025], 1999) // 2025
 */
export function chooseSeason(seasons: readonly number[], requested: number | null): number | null {
  if (requested !== null && seasons.includes(requested)) return requested
  return seasons.length === 0 ? null : Math.max(...seasons)
}
