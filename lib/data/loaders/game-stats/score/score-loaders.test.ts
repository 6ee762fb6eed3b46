import Database from 'better-sqlite3'
import { seasonAveragesFrom } from '@/lib/data/loaders/list-season-averages'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { LEAGUE_SCOPES } from '@/lib/domain/game-stats/league-scope'
import type { LeagueScoreDistributionDto } from '@/lib/schemas/score-distribution'
import type { ScoreTrend } from '@/lib/schemas/score-trend'
import { leagueScoreDistributionFrom } from './get-league-score-distribution'
import { scoreTrendFrom } from './get-score-trend'

let db: Database.Database

beforeAll(() => {
  db = new Database(simDatabasePath(), { readonly: true })
})
afterAll(() => db.close())

const SEASON = 2025
const REGULAR = "season = ? AND kind IN ('regular', 'interleague')"
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

function distributionOf(league: (typeof LEAGUE_SCOPES)[number]): LeagueScoreDistributionDto {
  const distribution = leagueScoreDistributionFrom(db, SEASON, league)
  if (!distribution) throw new Error(`no ${league} distribution`)
  return distribution
}

function trendOf(league: (typeof LEAGUE_SCOPES)[number]): ScoreTrend {
  const trend = scoreTrendFrom(db, SEASON, league)
  if (!trend) throw new Error(`no ${league} trend`)
  return trend
}

test('NPB 2025: every game twice, the buckets sum to the club-games and the runs to the games table’s', () => {
  const npb = distributionOf('npb')
  const games = db.prepare<[number], { games: number; runs: number; ties: number; shutouts: number }>(
    `SELECT COUNT(*) AS games, SUM(home_runs + away_runs) AS runs, SUM(home_runs = away_runs) AS ties,
       SUM((home_runs = 0 AND away_runs > 0) + (away_runs = 0 AND home_runs > 0)) AS shutouts FROM games WHERE ${REGULAR}`,
  ).get(SEASON)
  expect([npb.games, npb.clubGames, npb.runs.runs]).toEqual([games?.games, 2 * (games?.games ?? 0), games?.runs])
  expect(sum(npb.runs.counts)).toBe(npb.clubGames)
  expect(npb.rates.ties.count).toBe(2 * (games?.ties ?? 0))
  expect(npb.rates.shutouts.count).toBe(games?.shutouts)
  expect(sum(npb.runs.shares.map((share) => share ?? 0))).toBeCloseTo(1, 12)
})

test('the two leagues’ club-games are their clubs’ games in the standings and add up to NPB’s', () => {
  const [npb, central, pacific] = LEAGUE_SCOPES.map((league) => distributionOf(league))
  const standings = db.prepare<[number], { league: string; games: number }>('SELECT league, SUM(games) AS games FROM standings WHERE season = ? GROUP BY league ORDER BY league').all(SEASON)
  expect([central?.clubGames, pacific?.clubGames]).toEqual([standings.find((row) => row.league === 'central')?.games, standings.find((row) => row.league === 'pacific')?.games])
  expect((central?.clubGames ?? 0) + (pacific?.clubGames ?? 0)).toBe(npb?.clubGames)
  expect((central?.rates.shutouts.count ?? 0) + (pacific?.rates.shutouts.count ?? 0)).toBe(npb?.rates.shutouts.count)
})

test('every game that went past the 9th was level after nine', () => {
  const { rates } = distributionOf('npb')
  expect(rates.tiedAfterNine.count).toBeGreaterThanOrEqual(rates.extraInnings.count)
})

test('the season’s months agree with the season-average page: runs and HR per game, AVG, K%, BB% for each scope', () => {
  const averages = seasonAveragesFrom(db, 'batting')
  if (averages.type !== 'batting') throw new Error('batting averages expected')
  for (const league of LEAGUE_SCOPES) {
    const { total } = trendOf(league)
    const expected = averages.rows.find((line) => line.season === SEASON && line.scope === league)
    expect(total.runsPerGame).toBeCloseTo(expected?.runs_per_game ?? NaN, 12)
    expect(total.hrPerGame).toBeCloseTo(expected?.hr_per_game ?? NaN, 12)
    expect(total.avg).toBeCloseTo(expected?.avg ?? NaN, 12)
    expect(total.kPct).toBeCloseTo(expected?.k_pct ?? NaN, 12)
    expect(total.bbPct).toBeCloseTo(expected?.bb_pct ?? NaN, 12)
  }
})

test('the months are as played, oldest first, and add up to the season', () => {
  const { months, total } = trendOf('central')
  const played = db.prepare<[number], { month: number }>(`SELECT DISTINCT CAST(substr(date, 6, 2) AS INTEGER) AS month FROM games WHERE ${REGULAR} ORDER BY month`).all(SEASON)
  expect(months.map((month) => month.month)).toEqual(played.map((row) => row.month))
  expect(sum(months.map((month) => month.clubGames))).toBe(total.clubGames)
  expect(sum(months.map((month) => month.hr))).toBe(total.hr)
  expect(total.paClubGames).toBe(total.clubGames)
})

test('a season without games is null (the page says so)', () => {
  expect(leagueScoreDistributionFrom(db, 1999, 'npb')).toBeNull()
  expect(scoreTrendFrom(db, 1999, 'central')).toBeNull()
})

beforeEach(() => {
  expect.hasAssertions()
})
