/** The month a monthly page shows, and whether it stands in for another month that was asked for. */
export type ShownMonth = { month: string; shift: 'none' | 'nearest' }

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** A month written YYYY-MM. */
export const isMonth = (text: string): boolean => MONTH.test(text)

/** Months since year 0, so that two months' distance is a subtraction. */
function ordinal(month: string): number {
  const [year = 0, number = 1] = month.split('-').map(Number)
  return year * 12 + number - 1
}

/**
 * Which month to show from the months with games (oldest first): the asked one when it has games,
 * the nearest one with games for another real month (the earlier on a tie), the latest by default
 * or for anything that is not a month. Null without months.
 *
 * @example shownMonth('2025-01', ['2024-09', '2025-03']) // { month: '2025-03', shift: 'nearest' }: 2 months on, against 4 back
 */
export function shownMonth(asked: string | null, months: readonly string[]): ShownMonth | null {
  const latest = months[months.length - 1]
  if (latest === undefined) return null
  if (asked === null || !isMonth(asked)) return { month: latest, shift: 'none' }
  if (months.includes(asked)) return { month: asked, shift: 'none' }
  const target = ordinal(asked)
  const nearest = months.reduce((best, month) => (Math.abs(ordinal(month) - target) < Math.abs(ordinal(best) - target) ? month : best))
  return { month: nearest, shift: 'nearest' }
}

/** 「2025年7月」. */
export function japaneseMonth(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number)
  return `${year}年${number}月`
}

/** The months with games either side of one in the list (oldest first). */
export function monthNeighbours(month: string, months: readonly string[]): { previous: string | null; next: string | null } {
  const index = months.indexOf(month)
  if (index < 0) return { previous: null, next: null }
  return { previous: months[index - 1] ?? null, next: months[index + 1] ?? null }
}
