import { venueFactorRows, type SeasonSample } from './venue-factor-rows'
import type { VenueTotals } from './venue-factors'

const side = (games: number, runs: number, hr = 0): VenueTotals => ({ games, paGames: games, counts: { runs, hr, h: 0, '2b': 0, '3b': 0, so: 0, bb: 0 } })

const season = (year: number, home: SeasonSample['home'], road: Record<string, VenueTotals>): SeasonSample => ({ season: year, home, road: new Map(Object.entries(road)) })

const SAMPLES: SeasonSample[] = [
  season(2023, [{ venueId: 1, venue: '神宮', team: 's', totals: side(60, 600, 90) }], { s: side(60, 480, 60) }),
  season(2024, [
    { venueId: 1, venue: '神宮', team: 's', totals: side(60, 540, 80) },
    { venueId: 2, venue: '松山', team: 's', totals: side(2, 10) },
  ], { s: side(62, 496, 70) }),
]

const row = (rows: ReturnType<typeof venueFactorRows>, venue: string, metric: string) => rows.find((line) => line.venue === venue && line.metric === metric)

test('single-year from the season alone, multi-year pooled over the window and regressed by years', () => {
  const rows = venueFactorRows(SAMPLES, 2024, 2023)
  const runs = row(rows, '神宮', 'runs')
  // single: (540 / 60) / (496 / 62) = 9 / 8 = 1.125
  expect(runs?.singleYear).toBeCloseTo(1.125, 12)
  // pooled: (1140 / 120) / (976 / 122) = 9.5 / 8 = 1.1875; 2 years keep 0.7: 1 + 0.1875 × 0.7 = 1.13125
  expect(runs?.multiYear).toBeCloseTo(1.13125, 12)
  expect(runs).toMatchObject({ park: 'main', homeGames: 60, roadGames: 62, pooledHomeGames: 120, pooledRoadGames: 122, years: 2 })
  // HR: (80 / 60) / (70 / 62) = 1.180952
  expect(row(rows, '神宮', 'hr')?.singleYear).toBeCloseTo((80 / 60) / (70 / 62), 12)
})

test('a 地方球場 pools only the seasons it was played in, counts as one year, and has no event factors', () => {
  const rows = venueFactorRows(SAMPLES, 2024, 2023)
  const runs = row(rows, '松山', 'runs')
  // (10 / 2) / (496 / 62) = 5 / 8 = 0.625; one year keeps 0.6: 1 − 0.375 × 0.6 = 0.775
  expect(runs).toMatchObject({ park: 'regional', homeGames: 2, pooledHomeGames: 2, pooledRoadGames: 62, years: 1 })
  expect(runs?.singleYear).toBeCloseTo(0.625, 12)
  expect(runs?.multiYear).toBeCloseTo(0.775, 12)
  expect(row(rows, '松山', 'hr')?.singleYear).toBeNull()
})

test('the window starts at the data’s first season, and a season outside the samples has no rows', () => {
  const rows = venueFactorRows(SAMPLES, 2024, 2024)
  expect(row(rows, '神宮', 'runs')).toMatchObject({ pooledHomeGames: 60, years: 1 })
  expect(venueFactorRows(SAMPLES, 2025, 2023)).toEqual([])
  expect(rows).toHaveLength(2 * 7)
})
