import { addRunEnvironmentCounts, EMPTY_RUN_ENVIRONMENT_COUNTS, RUN_ENVIRONMENT_KEYS, runEnvironment, type RunEnvironmentCounts } from './score-run-environment'

const APRIL: RunEnvironmentCounts = {
  clubGames: 24, runs: 86, paClubGames: 24, pa: 912, ab: 810, h: 201, doubles: 38, triples: 4, hr: 18, bb: 78, ibb: 3, hbp: 9, so: 180, sf: 6, sh: 9,
}

test('a worked example: 86 runs and 18 HR in 24 club-games, 201 H in 810 AB, 180 SO and 78 BB in 912 PA', () => {
  const april = runEnvironment(APRIL)
  expect(april.runsPerGame).toBeCloseTo(86 / 24, 12) // 3.58
  expect(april.hrPerGame).toBe(0.75)
  expect(april.avg).toBeCloseTo(0.248148, 6) // .248
  expect(april.kPct).toBeCloseTo(0.197368, 6) // 19.7 %
  expect(april.bbPct).toBeCloseTo(0.085526, 6) // 8.6 %, intentional walks included
})

test('the season-average page’s glossary example: 6,214 runs and 1,299 HR over 1,716 team-games → 3.62 and 0.76', () => {
  const season = runEnvironment({ ...EMPTY_RUN_ENVIRONMENT_COUNTS, clubGames: 1716, paClubGames: 1716, runs: 6214, hr: 1299 })
  expect(season.runsPerGame?.toFixed(2)).toBe('3.62')
  expect(season.hrPerGame?.toFixed(2)).toBe('0.76')
})

test('HR per game divides by the club-games with plate appearances; none at all is null, not 0', () => {
  const lineScoresOnly = runEnvironment({ ...EMPTY_RUN_ENVIRONMENT_COUNTS, clubGames: 10, runs: 40 })
  expect([lineScoresOnly.runsPerGame, lineScoresOnly.hrPerGame, lineScoresOnly.avg, lineScoresOnly.kPct]).toEqual([4, null, null, null])
})

test('adding counts adds every one of them', () => {
  expect([...RUN_ENVIRONMENT_KEYS].sort()).toEqual(Object.keys(EMPTY_RUN_ENVIRONMENT_COUNTS).sort())
  const twice = addRunEnvironmentCounts(APRIL, APRIL)
  for (const key of RUN_ENVIRONMENT_KEYS) expect(twice[key]).toBe(APRIL[key] * 2)
})

beforeEach(() => {
  expect.hasAssertions()
})
