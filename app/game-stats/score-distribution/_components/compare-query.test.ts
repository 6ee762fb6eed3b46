import { comparisonParam, distributionHref, parseComparison } from './compare-query'

const SEASONS = [2025, 2024, 2019]
const NPB_2025 = { season: 2025, league: 'npb' } as const

test('?vs= names another season of the scope or another scope of the season', () => {
  expect(parseComparison('2019', NPB_2025, SEASONS)).toEqual({ season: 2019, league: 'npb' })
  expect(parseComparison('pacific', { season: 2024, league: 'central' }, SEASONS)).toEqual({ season: 2024, league: 'pacific' })
})

test('the shown side itself, an unserved season and anything else are no comparison', () => {
  expect(parseComparison('2025', NPB_2025, SEASONS)).toBeNull()
  expect(parseComparison('npb', NPB_2025, SEASONS)).toBeNull()
  expect(parseComparison('1999', NPB_2025, SEASONS)).toBeNull()
  expect(parseComparison('mlb', NPB_2025, SEASONS)).toBeNull()
  expect(parseComparison(null, NPB_2025, SEASONS)).toBeNull()
})

test('the compared side goes back into the URL as its season or its scope', () => {
  expect(comparisonParam(NPB_2025, { season: 2019, league: 'npb' })).toBe('2019')
  expect(comparisonParam(NPB_2025, { season: 2025, league: 'central' })).toBe('central')
  expect(comparisonParam(NPB_2025, null)).toBeNull()
})

test('addresses keep the comparison unless it would be the view itself; the latest season and NPB stay out', () => {
  expect(distributionHref(NPB_2025, 2025, null)).toBe('/game-stats/score-distribution')
  expect(distributionHref(NPB_2025, 2025, '2019')).toBe('/game-stats/score-distribution?vs=2019')
  expect(distributionHref({ season: 2019, league: 'npb' }, 2025, '2019')).toBe('/game-stats/score-distribution?season=2019')
  expect(distributionHref({ season: 2024, league: 'pacific' }, 2025, 'pacific')).toBe('/game-stats/score-distribution?season=2024&league=pacific')
  expect(distributionHref({ season: 2024, league: 'central' }, 2025, 'pacific')).toBe('/game-stats/score-distribution?season=2024&league=central&vs=pacific')
})

beforeEach(() => {
  expect.hasAssertions()
})
