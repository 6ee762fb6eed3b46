import { teamHomeHref, teamHomeQuerySchema } from './home-query'

test('?season= takes four digits; anything else (text, a repeated value\'s extra, nothing) is no choice', () => {
  expect(teamHomeQuerySchema.parse({ season: '2024' })).toEqual({ season: 2024 })
  expect(teamHomeQuerySchema.parse({ season: ['2023', '2024'] })).toEqual({ season: 2023 })
  expect(teamHomeQuerySchema.parse({ season: 'abc' })).toEqual({ season: undefined })
  expect(teamHomeQuerySchema.parse({ season: '20245' })).toEqual({ season: undefined })
  expect(teamHomeQuerySchema.parse({})).toEqual({ season: undefined })
})

test('the latest season has the bare path, an earlier one its query', () => {
  expect(teamHomeHref('g', 2025, 2025)).toBe('/teams/g/info')
  expect(teamHomeHref('g', 2024, 2025)).toBe('/teams/g/info?season=2024')
})
