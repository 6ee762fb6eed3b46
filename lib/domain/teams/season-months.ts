/** The months NPB's regular season spans, from the March openers to the October finish. */
export const SEASON_MONTHS: readonly number[] = [3, 4, 5, 6, 7, 8, 9, 10]

/** @example monthOf('2025-04-08') // 4 */
export function monthOf(date: string): number {
  return Number(date.slice(5, 7))
}

/** The months a monthly table lists: every season month, plus any other month a game fell in. */
export function monthsOf(dates: readonly string[]): number[] {
  return [...new Set([...SEASON_MONTHS, ...dates.map(monthOf)])].sort((a, b) => a - b)
}
