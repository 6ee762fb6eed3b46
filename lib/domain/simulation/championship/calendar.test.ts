import { addDays, historyDates, isCalendarDate, midpointDate } from './calendar'

test('days step across months and years', () => {
  expect(addDays('2025-06-30', 2)).toBe('2025-07-02')
  expect(addDays('2024-12-31', 1)).toBe('2025-01-01')
  expect(addDays('2024-03-01', -1)).toBe('2024-02-29')
})

test('only real YYYY-MM-DD dates pass', () => {
  expect(isCalendarDate('2025-06-24')).toBe(true)
  expect(isCalendarDate('2025-02-30')).toBe(false)
  expect(isCalendarDate('2025-6-24')).toBe(false)
  expect(isCalendarDate('yesterday')).toBe(false)
})

test('the midpoint of 28 March to 21 September 2025 is 24 June (88 of 177 days)', () => {
  expect(midpointDate('2025-03-28', '2025-09-21')).toBe('2025-06-24')
  expect(midpointDate('2025-03-28', '2025-03-28')).toBe('2025-03-28')
})

test('history dates: the Mondays after the opening day, then the last day', () => {
  // 28 March 2025 is a Friday: the first Monday is 31 March.
  expect(historyDates('2025-03-28', '2025-04-10')).toEqual(['2025-03-31', '2025-04-07', '2025-04-10'])
  // A Monday opening day counts, and a Monday last day is listed once.
  expect(historyDates('2025-03-31', '2025-04-14')).toEqual(['2025-03-31', '2025-04-07', '2025-04-14'])
})
