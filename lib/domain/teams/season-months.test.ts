import { monthOf, monthsOf } from './season-months'

test('the month of an ISO date', () => {
  expect([monthOf('2025-03-28'), monthOf('2025-10-05')]).toEqual([3, 10])
})

test('a monthly table lists March to October even without games, and keeps a month outside them', () => {
  expect(monthsOf([])).toEqual([3, 4, 5, 6, 7, 8, 9, 10])
  expect(monthsOf(['2020-06-19', '2020-11-08'])).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11])
})
