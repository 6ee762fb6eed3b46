import { isMonth, japaneseMonth, monthNeighbours, shownMonth } from './mvp-month'

const MONTHS = ['2024-03', '2024-09', '2025-03', '2025-04', '2025-09']

test('the latest month by default and for anything that is not a month', () => {
  expect(shownMonth(null, MONTHS)).toEqual({ month: '2025-09', shift: 'none' })
  for (const bad of ['2025-13', '2025-7', 'July', '2025-07-01', '']) expect(shownMonth(bad, MONTHS)).toEqual({ month: '2025-09', shift: 'none' })
  expect(shownMonth(null, [])).toBeNull()
})

test('an asked month with games is shown as asked', () => {
  expect(shownMonth('2025-03', MONTHS)).toEqual({ month: '2025-03', shift: 'none' })
})

test('a month without games shows the nearest one with games, the earlier on a tie', () => {
  // 2025-01 is 4 months after 2024-09 and 2 before 2025-03.
  expect(shownMonth('2025-01', MONTHS)).toEqual({ month: '2025-03', shift: 'nearest' })
  // 2024-12 is 3 months from each: the earlier wins.
  expect(shownMonth('2024-12', MONTHS)).toEqual({ month: '2024-09', shift: 'nearest' })
  expect(shownMonth('1999-05', MONTHS)).toEqual({ month: '2024-03', shift: 'nearest' })
  expect(shownMonth('2030-05', MONTHS)).toEqual({ month: '2025-09', shift: 'nearest' })
})

test('months in words and their neighbours with games', () => {
  expect(isMonth('2025-07')).toBe(true)
  expect(japaneseMonth('2025-07')).toBe('2025年7月')
  expect(monthNeighbours('2025-03', MONTHS)).toEqual({ previous: '2024-09', next: '2025-04' })
  expect(monthNeighbours('2025-09', MONTHS)).toEqual({ previous: '2025-04', next: null })
  expect(monthNeighbours('2025-07', MONTHS)).toEqual({ previous: null, next: null })
})
