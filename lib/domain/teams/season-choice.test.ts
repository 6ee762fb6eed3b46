import { chooseSeason } from './season-choice'

test('the season asked for when the club has games in it, else its latest', () => {
  expect(chooseSeason([2025, 2024], 2024)).toBe(2024)
  expect(chooseSeason([2025, 2024], null)).toBe(2025)
  expect(chooseSeason([2024, 2025], 1999)).toBe(2025)
})

test('a club without any season has none', () => {
  expect(chooseSeason([], 2025)).toBeNull()
})
