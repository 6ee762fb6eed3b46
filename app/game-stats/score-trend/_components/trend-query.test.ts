import { parseTrendMetric, trendHref, TREND_METRIC_DEFINITIONS } from './trend-metrics'
import { seasonTrendRows } from './trend-seasons'

test('?metric= picks one of the five; anything else is runs per game', () => {
  expect(parseTrendMetric('hr')).toBe('hr')
  expect(parseTrendMetric('bb')).toBe('bb')
  expect(parseTrendMetric('era')).toBe('runs')
  expect(parseTrendMetric(null)).toBe('runs')
})

test('runs per game, the latest season and NPB are the bare path', () => {
  expect(trendHref({ season: 2025, league: 'npb' }, 2025, 'runs')).toBe('/game-stats/score-trend')
  expect(trendHref({ season: 2024, league: 'central' }, 2025, 'k')).toBe('/game-stats/score-trend?season=2024&league=central&metric=k')
})

test('labels and formats as the season-average page prints them', () => {
  expect(TREND_METRIC_DEFINITIONS.avg).toMatchObject({ label: '打率', format: 'rate3' })
  expect(TREND_METRIC_DEFINITIONS.k).toMatchObject({ label: '三振率', format: 'percent' })
})

test('a scope’s season rows come oldest first with the five figures; pitching averages give none', () => {
  const row = (season: number, scope: 'npb' | 'central') => ({ season, scope, team_games: 1716, avg: 0.25, obp: 0.31, slg: 0.37, ops: 0.68, hr_per_game: 0.7, runs_per_game: 3.6, k_pct: 0.2, bb_pct: 0.08 })
  const averages = { type: 'batting' as const, seasons: [2024, 2025], rows: [row(2025, 'npb'), row(2024, 'npb'), row(2025, 'central')] }
  expect(seasonTrendRows(averages, 'npb')).toEqual([
    { season: 2024, runsPerGame: 3.6, hrPerGame: 0.7, avg: 0.25, kPct: 0.2, bbPct: 0.08 },
    { season: 2025, runsPerGame: 3.6, hrPerGame: 0.7, avg: 0.25, kPct: 0.2, bbPct: 0.08 },
  ])
  expect(seasonTrendRows({ type: 'pitching', seasons: [], rows: [] }, 'npb')).toEqual([])
  expect(seasonTrendRows(null, 'npb')).toEqual([])
})

beforeEach(() => {
  expect.hasAssertions()
})
