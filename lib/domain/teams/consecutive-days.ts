const DAY_MS = 86_400_000

/** Days since 1970-01-01 of an ISO date (YYYY-MM-DD), so that dates subtract across month ends. */
export function dayNumber(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  return Date.UTC(year, month - 1, day) / DAY_MS
}

/**
 * For one pitcher's appearance dates in playing order, how many calendar days in a row he had
 * pitched when he made each appearance: 1 when he did not pitch the day before, 2 on the second
 * day running (連投), and so on. Both games of a doubleheader share the day's count.
 *
 * @example streakDays(['2025-04-30', '2025-05-01', '2025-05-02', '2025-05-04']) // [1, 2, 3, 1]
 */
export function streakDays(dates: readonly string[]): number[] {
  const days: number[] = []
  let previousDay: number | null = null
  let run = 0
  for (const date of dates) {
    const day = dayNumber(date)
    if (previousDay === null || day - previousDay > 1) run = 1
    else if (day - previousDay === 1) run += 1
    days.push(run)
    previousDay = day
  }
  return days
}

/** 連投: an appearance made the day after another of his (the second day of a run or later). */
export function isBackToBack(streakDay: number): boolean {
  return streakDay >= 2
}
