import { isCalendarDate, japaneseDay, resultsDay } from './results-date'

const RANGE = { first: '2024-03-29', last: '2025-10-30' }

test('no day or a malformed one shows the last day with games', () => {
  expect(resultsDay(null, RANGE)).toEqual({ date: '2025-10-30', shift: 'none' })
  expect(resultsDay('2025-02-30', RANGE)).toEqual({ date: '2025-10-30', shift: 'none' })
  expect(resultsDay('yesterday', RANGE)).toEqual({ date: '2025-10-30', shift: 'none' })
})

test('a day inside the data is shown as asked, games or not; one outside it moves to the nearest end', () => {
  expect(resultsDay('2025-01-15', RANGE)).toEqual({ date: '2025-01-15', shift: 'none' })
  expect(resultsDay('2019-06-01', RANGE)).toEqual({ date: '2024-03-29', shift: 'before-data' })
  expect(resultsDay('2026-04-01', RANGE)).toEqual({ date: '2025-10-30', shift: 'after-data' })
})

test('calendar days and their Japanese names', () => {
  expect(['2024-02-29', '2025-02-29', '2025-13-01', '2025-6-1'].map(isCalendarDate)).toEqual([true, false, false, false])
  expect(japaneseDay('2025-06-01')).toBe('2025年6月1日（日）')
})
