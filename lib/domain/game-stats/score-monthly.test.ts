import { monthlyRunEnvironment, type ClubMonthCounts } from './score-monthly'
import { EMPTY_RUN_ENVIRONMENT_COUNTS } from './score-run-environment'

const row = (month: number, team: ClubMonthCounts['team'], runs: number, clubGames: number, hr: number): ClubMonthCounts => ({
  ...EMPTY_RUN_ENVIRONMENT_COUNTS, month, team, runs, clubGames, paClubGames: clubGames, hr, pa: clubGames * 38, ab: clubGames * 34, h: clubGames * 8, so: clubGames * 7, bb: clubGames * 3,
})

const ROWS = [row(4, 'g', 90, 24, 20), row(4, 'h', 100, 25, 25), row(3, 'g', 10, 3, 2), row(5, 'h', 80, 24, 18)]

test('NPB: months as played, oldest first — April 190 runs over 49 club-games', () => {
  const { months, total } = monthlyRunEnvironment(ROWS, 'npb')
  expect(months.map((month) => month.month)).toEqual([3, 4, 5])
  expect(months[1]).toMatchObject({ clubGames: 49, runs: 190, hr: 45 })
  expect(months[1]?.runsPerGame).toBeCloseTo(190 / 49, 12)
  // The season: 280 runs, 65 HR over 76 club-games.
  expect(total).toMatchObject({ clubGames: 76, runs: 280, hr: 65 })
  expect(total.hrPerGame).toBeCloseTo(65 / 76, 12)
})

test('a league keeps its own clubs; a month it did not play is left out', () => {
  const central = monthlyRunEnvironment(ROWS, 'central')
  expect(central.months.map((month) => [month.month, month.runs])).toEqual([[3, 10], [4, 90]])
  expect(central.total.runsPerGame).toBe(100 / 27)
})

test('invariant: the months add up to the season', () => {
  const { months, total } = monthlyRunEnvironment(ROWS, 'npb')
  expect(months.reduce((sum, month) => sum + month.runs, 0)).toBe(total.runs)
  expect(months.reduce((sum, month) => sum + month.pa, 0)).toBe(total.pa)
})

test('no rows: no months, and a season without rates', () => {
  expect(monthlyRunEnvironment([], 'pacific')).toMatchObject({ months: [], total: { clubGames: 0, runsPerGame: null, avg: null } })
})

beforeEach(() => {
  expect.hasAssertions()
})
