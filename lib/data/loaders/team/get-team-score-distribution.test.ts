import Database from 'better-sqlite3'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { TEAM_CODES, TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'
import type { TeamScoreDistribution } from '@/lib/schemas/team-score-distribution'
import { teamScoreDistributionFrom } from './get-team-score-distribution'

let db: Database.Database

beforeAll(() => {
  db = new Database(simDatabasePath(), { readonly: true })
})
afterAll(() => db.close())

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

function distributionOf(team: TeamCode, season: number | null): TeamScoreDistribution {
  const distribution = teamScoreDistributionFrom(db, team, season)
  if (!distribution) throw new Error(`no score distribution for ${team}`)
  return distribution
}

type Standing = { games: number; wins: number; losses: number; ties: number; runs_scored: number; runs_allowed: number }
const standingOf = (team: TeamCode, season: number) =>
  db.prepare<[number, string], Standing>('SELECT games, wins, losses, ties, runs_scored, runs_allowed FROM standings WHERE season = ? AND team = ?').get(season, team)

test.each(TEAM_CODES.map((team) => [team]))('%s 2025: counts sum to games played, innings to the standings runs, margins to the wins and losses', (team) => {
  const { club } = distributionOf(team, 2025)
  const standing = standingOf(team, 2025)
  expect(standing?.games).toBeGreaterThan(0)
  expect([club.games, club.record.wins, club.record.losses, club.record.ties]).toEqual([standing?.games, standing?.wins, standing?.losses, standing?.ties])
  expect([sum(club.scored.counts), sum(club.allowed.counts)]).toEqual([club.games, club.games])
  expect([club.scored.runs, club.allowed.runs]).toEqual([standing?.runs_scored, standing?.runs_allowed])
  expect([sum(club.byInning.scored), sum(club.byInning.allowed)]).toEqual([standing?.runs_scored, standing?.runs_allowed])
  expect([sum(club.margins.wins), sum(club.margins.losses)]).toEqual([standing?.wins, standing?.losses])
})

test("the league's figures are its six clubs' together: games, runs and every bucket", () => {
  const distributions = TEAM_CODES.filter((team) => TEAM_BY_CODE[team].league === 'central').map((team) => distributionOf(team, 2025))
  const league = distributions[0]?.leagueProfile
  expect(league?.games).toBe(sum(distributions.map((one) => one.club.games)))
  expect(league?.scored.runs).toBe(sum(distributions.map((one) => one.club.scored.runs)))
  expect(league?.allowed.counts[0]).toBe(sum(distributions.map((one) => one.club.allowed.counts[0] ?? 0)))
  expect(league?.byInning.scored[9]).toBe(sum(distributions.map((one) => one.club.byInning.scored[9] ?? 0)))
  // Every Central club reads the same league figures.
  expect(new Set(distributions.map((one) => JSON.stringify(one.leagueProfile))).size).toBe(1)
})

test('no season asked or one outside the data is the latest; the seasons are listed newest first', () => {
  expect(distributionOf('g', null)).toMatchObject({ season: 2025, seasons: [2025, 2024], league: 'central' })
  expect(distributionOf('h', 1999).season).toBe(2025)
  expect(distributionOf('h', 2024)).toMatchObject({ season: 2024, league: 'pacific' })
})

test('a database without the club’s games is null (the page answers 404)', () => {
  const empty = new Database(':memory:')
  empty.exec("CREATE TABLE standings (season INTEGER, team TEXT, games INTEGER); CREATE TABLE games (season INTEGER, kind TEXT, home TEXT, away TEXT, home_runs INTEGER, away_runs INTEGER, innings INTEGER, line_home TEXT, line_away TEXT)")
  expect(teamScoreDistributionFrom(empty, 'g', null)).toBeNull()
  empty.close()
})

beforeEach(() => {
  expect.hasAssertions()
})
