/** The recent periods the split filter offers, in days counted back from the season's last counted date. */
export const RECENT_DAYS = [14, 30] as const
export type RecentDays = (typeof RECENT_DAYS)[number]

/**
 * The first day of the last `days` days through `lastDate` (both ends counted), as YYYY-MM-DD: a
 * range's `from`, so "直近14日" of a season that ended on 9月21日 is 9月8日–9月21日.
 *
 * @example recentFrom('2025-09-21', 14) // '2025-09-08'
 * @example recentFrom('2025-03-05', 14) // '2025-02-20'
 */
export function recentFrom(lastDate: string, days: number): string {
  const [year = 0, month = 1, day = 1] = lastDate.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day - (days - 1))).toISOString().slice(0, 10)
}
