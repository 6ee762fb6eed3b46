import type { Rng } from '@/lib/domain/simulation/rng'

/*
 * Japan's school year starts in April, so boys born April–June are the oldest in their year
 * and are over-represented among pro players; January–March births are scarcest.
 */
const JAPANESE_MONTH_WEIGHTS = [0.8, 0.8, 0.8, 1.3, 1.25, 1.2, 1.1, 1.05, 1, 0.95, 0.9, 0.85] as const
const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

const pad = (value: number) => String(value).padStart(2, '0')

/**
 * A valid 'YYYY-MM-DD' date with the year drawn uniformly from the inclusive range.
 * `schoolYearEffect` applies the Japanese relative-age skew; foreign players are uniform.
 */
export function generateBirthDate(rng: Rng, { years, schoolYearEffect }: { years: readonly [min: number, max: number]; schoolYearEffect: boolean }): string {
  const [minYear, maxYear] = years
  const year = rng.int(Math.min(minYear, maxYear), Math.max(minYear, maxYear))
  const month = schoolYearEffect ? rng.weighted(MONTHS, (candidate) => JAPANESE_MONTH_WEIGHTS[candidate - 1] ?? 1) : rng.pick(MONTHS)
  const day = rng.int(1, daysInMonth(year, month))
  return `${year}-${pad(month)}-${pad(day)}`
}
