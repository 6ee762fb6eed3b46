/** The day a results page shows, and why when it is not the one asked for. */
export type ResultsDay = { date: string; shift: 'none' | 'before-data' | 'after-data' }

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar day written YYYY-MM-DD (2025-02-30 is not one). */
export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text)
  if (!match) return false
  const [, year = '', month = '', day = ''] = match
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  return date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day)
}

/**
 * Which day to show: the asked one inside the data's range (even one without games, which says
 * so), the nearest end of the data for a day outside it, the last day with games by default.
 */
export function resultsDay(asked: string | null, range: { first: string; last: string }): ResultsDay {
  if (asked === null || !isCalendarDate(asked)) return { date: range.last, shift: 'none' }
  if (asked < range.first) return { date: range.first, shift: 'before-data' }
  if (asked > range.last) return { date: range.last, shift: 'after-data' }
  return { date: asked, shift: 'none' }
}

/** 「2025年6月1日（日）」. */
export function japaneseDay(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  const weekday = '日月火水木金土'[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? ''
  return `${year}年${month}月${day}日（${weekday}）`
}
