import { parkFactorHref, parseBasis } from './park-factor-query'

test('the basis is multi-year unless the URL asks for single-year, and stays out of the URL by default', () => {
  expect(parseBasis({ basis: 'single' })).toBe('single')
  expect(parseBasis({ basis: 'x' })).toBe('multi')
  expect(parseBasis({})).toBe('multi')
  expect(parkFactorHref({ season: 2025, league: 'npb' }, 2025, 'multi')).toBe('/game-stats/park-factor')
  expect(parkFactorHref({ season: 2024, league: 'central' }, 2025, 'single')).toBe('/game-stats/park-factor?season=2024&league=central&basis=single')
})
