/** Dates as the data stores them (YYYY-MM-DD, Japan's calendar), stepped in UTC so no time zone shifts a day. */

const DAY_MS = 86_400_000

const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`)
const toDate = (time: number) => new Date(time).toISOString().slice(0, 10)

/** @example addDays('2025-06-30', 2) // '2025-07-02' */
export function addDays(date: string, days: number): string {
  return toDate(toTime(date) + days * DAY_MS)
}

/** A real calendar date written YYYY-MM-DD (2025-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(toTime(value)) && toDate(toTime(value)) === value
}

/**
 * The day halfway between two dates (rounded down): the default "as of" of a season.
 *
 * @example midpointDate('2025-03-28', '2025-09-21') // 177 days apart → '2025-06-24'
 */
export function midpointDate(first: string, last: string): string {
  return addDays(first, Math.floor((toTime(last) - toTime(first)) / DAY_MS / 2))
}

/**
 * The odds' history dates: every Monday from the opening day to the last day, and the last day
 * itself (the final table).
 *
 * @example historyDates('2025-03-28', '2025-04-10') // ['2025-03-31', '2025-04-07', '2025-04-10']
 */
export function historyDates(first: string, last: string): string[] {
  const dates: string[] = []
  const weekday = new Date(toTime(first)).getUTCDay()
  for (let date = addDays(first, (8 - weekday) % 7); date < last; date = addDays(date, 7)) dates.push(date)
  dates.push(last)
  return dates
}
