/** A month written YYYY-MM, as /api/games/schedule takes it. */
export type Month = string

/** One day of the grid and how many games were played on it. */
export type MonthDay = { date: string; day: number; games: number }

/** Seven cells, 日 to 土; null is a blank before the 1st or after the last day. */
export type MonthWeek = readonly (MonthDay | null)[]

/** Japanese calendars start the week on Sunday. */
export const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const

/** Six weeks always, the most any month spans, so the grid keeps its height from month to month. */
export const WEEKS_SHOWN = 6

const pad = (value: number) => String(value).padStart(2, '0')

function parts(month: Month): { year: number; month: number } {
  const [year = 0, number = 1] = month.split('-').map(Number)
  return { year, month: number }
}

/** '2025-07-12' → '2025-07'. */
export function monthOf(date: string): Month {
  return date.slice(0, 7)
}

/** The month `delta` months away: addMonths('2025-01', -1) is '2024-12'. */
export function addMonths(month: Month, delta: number): Month {
  const { year, month: number } = parts(month)
  const index = year * 12 + (number - 1) + delta
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`
}

/** 「2025年7月」. */
export function japaneseMonth(month: Month): string {
  const { year, month: number } = parts(month)
  return `${year}年${number}月`
}

/** 「7月12日」. */
export function japaneseMonthDay(date: string): string {
  const [, month = 1, day = 1] = date.split('-').map(Number)
  return `${month}月${day}日`
}

/**
 * The month as weeks of 日〜土, each day with its number of games (one entry of `gameDates` per
 * game), blanks before the 1st and after the last day, padded to WEEKS_SHOWN weeks.
 */
export function monthWeeks(month: Month, gameDates: readonly string[]): MonthWeek[] {
  const { year, month: number } = parts(month)
  const games = new Map<string, number>()
  for (const date of gameDates) games.set(date, (games.get(date) ?? 0) + 1)
  // UTC keeps the arithmetic free of the machine's time zone and daylight saving.
  const lead = new Date(Date.UTC(year, number - 1, 1)).getUTCDay()
  const length = new Date(Date.UTC(year, number, 0)).getUTCDate()
  const cells = Array.from({ length: WEEKS_SHOWN * 7 }, (_, index): MonthDay | null => {
    const day = index - lead + 1
    if (day < 1 || day > length) return null
    const date = `${month}-${pad(day)}`
    return { date, day, games: games.get(date) ?? 0 }
  })
  return Array.from({ length: WEEKS_SHOWN }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}

/** The months before and after one that the data reaches (first and last are days with games); null past either end. */
export function neighbourMonths(month: Month, range: { first: string; last: string }): { previous: Month | null; next: Month | null } {
  const previous = addMonths(month, -1)
  const next = addMonths(month, 1)
  return {
    previous: previous >= monthOf(range.first) ? previous : null,
    next: next <= monthOf(range.last) ? next : null,
  }
}
