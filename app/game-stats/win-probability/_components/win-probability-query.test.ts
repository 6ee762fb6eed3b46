import { parseMapQuery, winProbabilityHref } from './win-probability-query'

const SEASONS = [2025, 2024, 2023, 2019]

test('reads ?state and ?compare, and drops what the page cannot show', () => {
  expect(parseMapQuery({ state: '1-3', compare: '2019' }, { season: 2025, seasons: SEASONS })).toEqual({ state: { outs: 1, bases: 3 }, compare: 2019 })
  expect(parseMapQuery({}, { season: 2025, seasons: SEASONS })).toEqual({ state: { outs: 0, bases: 0 }, compare: null })
  // An unknown state, a season the site does not serve, the shown season itself, junk.
  expect(parseMapQuery({ state: '3-9', compare: '1999' }, { season: 2025, seasons: SEASONS })).toEqual({ state: { outs: 0, bases: 0 }, compare: null })
  expect(parseMapQuery({ compare: '2025' }, { season: 2025, seasons: SEASONS }).compare).toBeNull()
  expect(parseMapQuery({ compare: ['2019x'] }, { season: 2025, seasons: SEASONS }).compare).toBeNull()
})

test('one address per view: the defaults stay out of the URL', () => {
  const start = { state: { outs: 0 as const, bases: 0 }, compare: null }
  expect(winProbabilityHref({ season: 2025, latest: 2025, ...start })).toBe('/game-stats/win-probability')
  expect(winProbabilityHref({ season: 2024, latest: 2025, ...start })).toBe('/game-stats/win-probability?season=2024')
  expect(winProbabilityHref({ season: 2025, latest: 2025, state: { outs: 1, bases: 3 }, compare: 2019 })).toBe('/game-stats/win-probability?state=1-3&compare=2019')
  expect(winProbabilityHref({ season: 2019, latest: 2025, state: { outs: 2, bases: 7 }, compare: 2019 })).toBe('/game-stats/win-probability?season=2019&state=2-7')
})
