import Database from 'better-sqlite3'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import { adjacentPairs } from '@/test/adjacent-pairs'
import { parkTrendFrom } from './get-park-trend'
import { venueFactorsFrom } from './get-venue-factors'
import { withVenueFactors } from './with-venue-factors'

const read = <T>(fn: (db: Database.Database) => T) => withVenueFactors(simDatabasePath(), fn)

type Sums = { home_runs: number; home_games: number; road_runs: number; road_games: number }

test('2025 NPB: the twelve main parks, highest multi-year run factor first; a single-year run factor recomputed from the games', () => {
  const { factors, sums } = read((db) => ({
    factors: venueFactorsFrom(db, 2025, 'npb'),
    // The Giants: runs of both teams per league game at 東京ドーム ÷ per Giants road league game.
    sums: db.prepare<[], Sums>(`SELECT
        SUM(CASE WHEN g.home = 'g' THEN g.home_runs + g.away_runs END) AS home_runs, COUNT(CASE WHEN g.home = 'g' THEN 1 END) AS home_games,
        SUM(CASE WHEN g.away = 'g' THEN g.home_runs + g.away_runs END) AS road_runs, COUNT(CASE WHEN g.away = 'g' THEN 1 END) AS road_games
      FROM games g JOIN venues v ON v.id = g.venue_id WHERE g.season = 2025 AND g.kind = 'regular' AND (g.away = 'g' OR v.name = '東京ドーム')`).get(),
  }))
  expect(factors?.main).toHaveLength(12)
  expect(factors?.others).toEqual([])
  for (const [a, b] of adjacentPairs(factors?.main ?? [])) expect(a.multi.runs ?? 0).toBeGreaterThanOrEqual(b.multi.runs ?? 0)
  const giants = factors?.main.find((line) => line.team === 'g')
  expect(giants).toMatchObject({ venue: '東京ドーム', home_games: sums?.home_games, road_games: sums?.road_games, years: 2, small_sample: false })
  expect(giants?.single.runs).toBeCloseTo((sums?.home_runs ?? 0) / (sums?.home_games ?? 1) / ((sums?.road_runs ?? 0) / (sums?.road_games ?? 1)), 12)
  // About 60 home games of a simulated park give every hit type enough events.
  expect(Object.values(giants?.single ?? {}).every((value) => value !== null)).toBe(true)
})

test('the league row keeps the parks of that league’s clubs', () => {
  const central = read((db) => venueFactorsFrom(db, 2025, 'central'))
  expect(central?.main).toHaveLength(6)
  expect(central?.main.every((line) => TEAM_BY_CODE[line.team].league === 'central')).toBe(true)
})

test('the trend holds each main park’s multi-year run factor, newest season first, as the season tables do', () => {
  const { trend, season2024 } = read((db) => ({ trend: parkTrendFrom(db, 'pacific'), season2024: venueFactorsFrom(db, 2024, 'pacific') }))
  expect(trend?.seasons).toEqual([2025, 2024])
  expect(trend?.rows).toHaveLength(6)
  const hawks = trend?.rows.find((row) => row.team === 'h')
  expect(hawks?.values[1]).toEqual({ multi_year: season2024?.main.find((line) => line.team === 'h')?.multi.runs, years: 1 })
})

test('a database built without venue factors gives null, not an error', () => {
  const empty = new Database(':memory:')
  expect(venueFactorsFrom(empty, 2025, 'npb')).toBeNull()
  expect(parkTrendFrom(empty, 'npb')).toBeNull()
  empty.close()
})
