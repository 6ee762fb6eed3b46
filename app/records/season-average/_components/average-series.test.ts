import type { SeasonAverages } from '@/lib/schemas/season-averages'
import { averageSeries, averageTable } from './average-series'

const row = (season: number, scope: 'npb' | 'central' | 'pacific', avg: number | null) => ({
  season, scope, team_games: 858, avg, obp: 0.3, slg: 0.36, ops: 0.66, hr_per_game: 0.7, runs_per_game: 3.4, k_pct: 0.2, bb_pct: 0.075,
})

const averages: SeasonAverages = {
  type: 'batting',
  seasons: [2024, 2025],
  rows: [row(2024, 'npb', 0.245), row(2024, 'central', 0.24), row(2024, 'pacific', 0.25), row(2025, 'npb', 0.244), row(2025, 'central', null)],
}

test('a metric becomes one line per scope over the seasons, oldest first; a missing row or value is a gap', () => {
  const { seasons, series } = averageSeries(averages, 'avg')
  expect(seasons).toEqual([2024, 2025])
  expect(series.map((line) => [line.key, line.name, line.values])).toEqual([
    ['npb', 'NPB全体', [0.245, 0.244]],
    ['central', 'セ・リーグ', [0.24, null]],
    ['pacific', 'パ・リーグ', [0.25, null]],
  ])
  expect(averageSeries(averages, 'k_pct').series[0]?.values).toEqual([0.2, 0.2])
})

test('the value axis has round ticks around every line: AVG .240–.250 every .005', () => {
  expect(averageSeries(averages, 'avg').ticks).toEqual([0.24, 0.245, 0.25])
})

test('a scope’s table lists the newest season first with every metric of the type in order', () => {
  expect(averageTable(averages, 'npb')).toEqual([
    { season: 2025, values: [0.244, 0.3, 0.36, 0.66, 0.7, 3.4, 0.2, 0.075] },
    { season: 2024, values: [0.245, 0.3, 0.36, 0.66, 0.7, 3.4, 0.2, 0.075] },
  ])
  expect(averageTable(averages, 'pacific').map((line) => line.season)).toEqual([2024])
})
