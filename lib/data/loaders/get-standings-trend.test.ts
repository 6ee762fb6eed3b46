import Database from 'better-sqlite3'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { standingsFrom } from './get-standings'
import { standingsTrendFrom } from './get-standings-trend'

let db: Database.Database

beforeAll(() => {
  db = new Database(simDatabasePath(), { readonly: true })
})
afterAll(() => db.close())

/** The season's trend; a season the database should have but does not is a broken fixture. */
function trendOf(season: number) {
  const trend = standingsTrendFrom(db, season)
  if (!trend) throw new Error(`no standings trend for ${season}`)
  return trend
}

test('one point per club per game date, and the last one is the final table', () => {
  const trend = trendOf(2025)
  const final = standingsFrom(db, 2025)
  const days = db.prepare("SELECT COUNT(DISTINCT date) AS n FROM games WHERE season = 2025 AND kind IN ('regular', 'interleague')").get() as { n: number }
  expect(days.n).toBeGreaterThan(0)
  expect(trend.dates).toHaveLength(days.n)
  expect([...trend.dates].sort()).toEqual(trend.dates)
  const last = days.n - 1
  for (const [league, rows] of [[trend.central, final?.central_league], [trend.pacific, final?.pacific_league]] as const) {
    expect(league.teams).toHaveLength(6)
    expect(league.teams.map((team) => team.team)).toEqual(rows?.map((row) => row.team))
    expect(league.teams.map((team) => team.points[last])).toEqual(
      rows?.map((row) => ({ wins: row.win, losses: row.lose, ties: row.draw, games_behind: row.games_behind ?? 0, rank: row.rank })),
    )
  }
})

test('records only grow, W + L + T is the games played to date, and each day has ranks 1 to 6', () => {
  const trend = trendOf(2025)
  const end = trend.month_ends[3]
  if (!end) throw new Error('the 2025 trend has fewer than four month ends')
  const played = db.prepare<[string, string, string], { n: number }>(
    "SELECT COUNT(*) AS n FROM games WHERE season = 2025 AND kind IN ('regular', 'interleague') AND date <= ? AND (home = ? OR away = ?)",
  )
  const teams = [...trend.central.teams, ...trend.pacific.teams]
  expect(teams).toHaveLength(12)
  for (const team of teams) {
    const games = team.points.map((point) => point.wins + point.losses + point.ties)
    expect(games).toEqual([...games].sort((a, b) => a - b))
    expect(games[end.index]).toBe(played.get(end.date, team.team, team.team)?.n)
  }
  expect(trend.dates.length).toBeGreaterThan(0)
  for (const league of [trend.central, trend.pacific]) {
    trend.dates.forEach((_, index) => expect(league.teams.map((team) => team.points[index]?.rank).sort()).toEqual([1, 2, 3, 4, 5, 6]))
  }
})

test('a month end agrees with the table as of that date, and the leader is 0 games behind', () => {
  const trend = standingsTrendFrom(db, 2025)
  const end = trend?.month_ends.find((month) => month.month === 6)
  const table = end && standingsFrom(db, 2025, 'all', end.date)
  expect(trend?.central.teams.map((team) => [team.team, team.points[end?.index ?? -1]?.rank]).sort()).toEqual(table?.central_league.map((row) => [row.team, row.rank]).sort())
  const leader = trend?.pacific.teams.find((team) => team.points[end?.index ?? -1]?.rank === 1)
  expect(leader?.points[end?.index ?? -1]?.games_behind).toBe(0)
  expect(trend?.month_ends[trend.month_ends.length - 1]?.index).toBe((trend?.dates.length ?? 0) - 1)
})

test('a season without games has no trend', () => {
  expect(standingsTrendFrom(db, 1990)).toBeNull()
})
