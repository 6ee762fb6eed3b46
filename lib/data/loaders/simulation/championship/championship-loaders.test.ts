import Database from 'better-sqlite3'
import { leagueRace } from '@/app/records/season/_components/standings/league-race'
import { standingsFrom } from '@/lib/data/loaders/get-standings'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { addDays, historyDates } from '@/lib/domain/simulation/championship/calendar'
import { championshipCalendarFrom, withinSeason } from './championship-calendar'
import { championshipChunkFrom } from './championship-chunk'
import { championshipHistoryFrom } from './championship-history'
import { championshipConstantsFrom } from './championship-model'
import { championshipSetupFrom } from './championship-setup'

let db: Database.Database

beforeAll(() => {
  db = new Database(simDatabasePath(), { readonly: true })
})
afterAll(() => db.close())

const SEASON = 2025

function calendar() {
  const found = championshipCalendarFrom(db, SEASON)
  if (!found) throw new Error(`no ${SEASON} in the simulated database`)
  return found
}

test('the setup as of mid-season is the standings page\'s table on that date, with the rest of the 143 games left', () => {
  const { midpoint } = calendar()
  const setup = championshipSetupFrom(db, SEASON, midpoint)
  const standings = standingsFrom(db, SEASON, 'all', midpoint)
  expect(setup?.clubs).toHaveLength(12)
  for (const [league, rows] of [['central', standings?.central_league], ['pacific', standings?.pacific_league]] as const) {
    const clubs = setup?.clubs.filter((club) => club.league === league) ?? []
    expect(clubs.map((club) => [club.team, club.rank, club.wins, club.losses, club.ties, club.remaining])).toEqual(
      rows?.map((row) => [row.team, row.rank, row.win, row.lose, row.draw, row.remaining_games]),
    )
  }
  // Each remaining game is two clubs' remaining game, and every club's season is 143 games.
  const remaining = setup?.clubs.reduce((sum, club) => sum + club.remaining, 0) ?? 0
  expect(setup?.inputs.remaining.length).toBe(remaining / 2)
  for (const club of setup?.clubs ?? []) expect(club.wins + club.losses + club.ties + club.remaining).toBe(143)
})

test('magic numbers agree with the standings page\'s (leagueRace) on every Monday from August to the end', () => {
  const { last } = calendar()
  const dates = historyDates(`${SEASON}-08-01`, last)
  expect(dates.length).toBeGreaterThan(5)
  let shown = 0
  for (const date of dates) {
    const setup = championshipSetupFrom(db, SEASON, date)
    const standings = standingsFrom(db, SEASON, 'all', date)
    if (!setup || !standings) throw new Error(`no standings on ${date}`)
    for (const league of ['central', 'pacific'] as const) {
      const race = leagueRace(standings, league)
      const leader = setup.clubs.find((club) => club.league === league && club.rank === 1)
      expect(leader?.team).toBe(race?.leader)
      const expected = race?.status === 'magic' ? race.magic : race?.status === 'decided' ? 0 : null
      expect(leader?.race.magic).toBe(expected)
      if (expected !== null) shown++
    }
  }
  // The comparison must have seen numbers, not only "no magic".
  expect(shown).toBeGreaterThan(0)
})

test('a chunk is reproducible, its P(1st) sums to 100% per league, and the constants are measured values', () => {
  const { midpoint } = calendar()
  const request = { season: SEASON, asOf: midpoint, n: 3_000, seed: 77, chunk: 0 }
  const chunk = championshipChunkFrom(db, request)
  // A fresh connection computes it again from nothing: the same numbers.
  const fresh = new Database(simDatabasePath(), { readonly: true })
  expect(championshipChunkFrom(fresh, request)).toEqual(chunk)
  fresh.close()
  expect(chunk?.seasons).toBe(3_000)
  for (const league of chunk?.leagues ?? []) {
    expect(league.clubs).toHaveLength(6)
    expect(league.clubs.reduce((sum, club) => sum + (club.counts.ranks[0] ?? 0), 0)).toBe(3_000)
    expect(league.clubs.reduce((sum, club) => sum + club.counts.climax_final, 0)).toBe(3_000)
  }
  const constants = championshipConstantsFrom(db)
  expect(constants.exponent.exponent).toBeGreaterThan(1.2)
  expect(constants.exponent.exponent).toBeLessThan(2.5)
  expect(constants.homeEdge.rate).toBeGreaterThan(0.45)
  expect(constants.homeEdge.rate).toBeLessThan(0.6)
  expect(chunk?.model.exponent).toBe(constants.exponent.exponent)
})

test('after the last regular-season day the table is final: the leaders are certain, nobody else can finish 1st', () => {
  const { last, end } = calendar()
  const chunk = championshipChunkFrom(db, { season: SEASON, asOf: last, n: 1_000, seed: 1, chunk: 0 })
  expect(chunk?.season_over).toBe(true)
  for (const league of chunk?.leagues ?? []) {
    for (const club of league.clubs) {
      expect(club.remaining).toBe(0)
      expect(club.counts.ranks[club.rank - 1]).toBe(1_000)
    }
  }
  expect(withinSeason(calendar(), end)).toBe(true)
  expect(withinSeason(calendar(), addDays(end, 1))).toBe(false)
  expect(withinSeason(calendar(), addDays(calendar().first, -1))).toBe(false)
})

test('the odds\' history has a point per Monday and the last day, each league\'s P(1st) summing to 1', () => {
  const history = championshipHistoryFrom(db, SEASON, 5)
  const { first, last } = calendar()
  expect(history?.points.map((point) => point.date)).toEqual(historyDates(first, last))
  for (const point of history?.points ?? []) {
    const central = point.first.slice(0, 6).reduce((sum, p) => sum + p, 0)
    const pacific = point.first.slice(6).reduce((sum, p) => sum + p, 0)
    expect(central).toBeCloseTo(1, 9)
    expect(pacific).toBeCloseTo(1, 9)
  }
})
