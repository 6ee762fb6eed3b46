import { dayNumber, isBackToBack, streakDays } from './consecutive-days'

test('calendar days subtract across a month end: 30 April to 1 May is one day', () => {
  expect(dayNumber('2025-05-01') - dayNumber('2025-04-30')).toBe(1)
  expect(dayNumber('2024-03-01') - dayNumber('2024-02-28')).toBe(2) // 2024 is a leap year
})

test('worked example: pitching 30 Apr, 1 May, 2 May and 4 May makes a three-day run, then a fresh start', () => {
  // 30 Apr: no game the day before → 1; 1 May → 2 (連投); 2 May → 3 (三連投); 3 May off; 4 May → 1.
  const days = streakDays(['2025-04-30', '2025-05-01', '2025-05-02', '2025-05-04'])
  expect(days).toEqual([1, 2, 3, 1])
  expect(days.filter(isBackToBack)).toHaveLength(2)
  expect(Math.max(...days)).toBe(3)
})

test('both games of a doubleheader keep the day count; the next day continues the run', () => {
  expect(streakDays(['2025-06-01', '2025-06-02', '2025-06-02', '2025-06-03'])).toEqual([1, 2, 2, 3])
})

test('no appearances, no days; a lone appearance is day 1 and not 連投', () => {
  expect(streakDays([])).toEqual([])
  expect(streakDays(['2025-07-07'])).toEqual([1])
  expect(isBackToBack(1)).toBe(false)
})
