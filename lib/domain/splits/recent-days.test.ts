import { recentFrom } from './recent-days'
import { seasonMonths } from './season-months'

test('直近14日 through 9月21日 starts on 9月8日: 21 − 13, both ends counted', () => {
  expect(recentFrom('2025-09-21', 14)).toBe('2025-09-08')
  expect(recentFrom('2025-09-21', 30)).toBe('2025-08-23')
})

test('the count runs back across a month end and a leap day', () => {
  expect(recentFrom('2025-03-05', 14)).toBe('2025-02-20')
  expect(recentFrom('2024-03-05', 14)).toBe('2024-02-21')
  expect(recentFrom('2025-06-01', 1)).toBe('2025-06-01')
})

test('the month pills run from the opener\'s month to the last game\'s: March–September, or June–November in 2020', () => {
  expect(seasonMonths({ first: '2025-03-28', last: '2025-09-21' })).toEqual([3, 4, 5, 6, 7, 8, 9])
  expect(seasonMonths({ first: '2020-06-19', last: '2020-11-14' })).toEqual([6, 7, 8, 9, 10, 11])
  expect(seasonMonths({ first: '2025-05-01', last: '2025-05-02' })).toEqual([5])
})
