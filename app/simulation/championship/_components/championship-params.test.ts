import { championshipHref, settleRunParams } from './championship-params'

const days = { first: '2025-03-28', end: '2025-10-15', midpoint: '2025-06-24' }
const from = (query: string) => {
  const params = new URLSearchParams(query)
  return (key: string) => params.get(key)
}

test('an empty URL is the midpoint, 20,000 seasons and the default seed, with nothing to report', () => {
  expect(settleRunParams(from(''), days)).toEqual({ run: { asOf: '2025-06-24', n: 20_000, seed: 20_261_126 }, problems: { asOf: null, n: null, seed: null } })
})

test('a date outside the season, a count out of range and a bad seed fall back and are reported', () => {
  const { run, problems } = settleRunParams(from('asOf=2025-01-05&n=500&seed=abc'), days)
  expect(run).toEqual({ asOf: '2025-06-24', n: 1_000, seed: 20_261_126 })
  expect(problems).toEqual({ asOf: '2025-01-05', n: '500', seed: 'abc' })
  expect(settleRunParams(from('asOf=2025-02-30'), days).problems.asOf).toBe('2025-02-30')
})

test('dates from opening day to the last game are used as given', () => {
  expect(settleRunParams(from('asOf=2025-03-28&n=50000&seed=7'), days).run).toEqual({ asOf: '2025-03-28', n: 50_000, seed: 7 })
  expect(settleRunParams(from('asOf=2025-10-15'), days).run.asOf).toBe('2025-10-15')
})

test('the address leaves the defaults out and keeps the rest', () => {
  const season = { season: 2025, latest: 2025, midpoint: '2025-06-24' }
  expect(championshipHref(season, { asOf: '2025-06-24', n: 20_000, seed: 20_261_126 })).toBe('/simulation/championship')
  expect(championshipHref(season, { asOf: '2025-08-01', n: 20_000, seed: 7 })).toBe('/simulation/championship?asOf=2025-08-01&seed=7')
  expect(championshipHref({ ...season, season: 2024 }, { n: 200_000 })).toBe('/simulation/championship?season=2024&n=200000')
})
