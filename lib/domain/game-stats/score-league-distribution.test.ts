import { LEAGUE_RUN_BUCKETS, leagueScoreDistribution } from './score-league-distribution'
import { FOUR_GAMES } from './score-games.fixture'

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

test('NPB: every game twice — runs 3 3 6 0 1 2 4 5 over eight club-games, mean 3, median 3', () => {
  const npb = leagueScoreDistribution(FOUR_GAMES, 'npb')
  expect([npb.games, npb.clubGames]).toEqual([4, 8])
  expect(npb.runs.counts).toHaveLength(LEAGUE_RUN_BUCKETS)
  // 0, 1, 2, 4, 5, 6 once each; 3 twice.
  expect(npb.runs.counts.slice(0, 7)).toEqual([1, 1, 1, 2, 1, 1, 1])
  expect(npb.runs).toMatchObject({ games: 8, runs: 24, mean: 3, median: 3 })
  expect(npb.runs.shares[3]).toBe(0.25)
})

test('セ: its clubs’ sides — games 1 and 3 twice, the interleague game 2 once (巨人 6), game 4 not at all', () => {
  const central = leagueScoreDistribution(FOUR_GAMES, 'central')
  expect([central.games, central.clubGames]).toEqual([3, 5])
  // runs 3 3 6 1 2 → 15 / 5 = 3, median 3
  expect(central.runs).toMatchObject({ runs: 15, mean: 3, median: 3 })
  expect(central.rates.shutouts.count).toBe(0)
  expect(central.rates.blowouts).toEqual({ count: 1, share: 0.2 })
  expect(central.rates.oneRun).toEqual({ count: 2, share: 0.4 })
})

test('パ: ソフトバンク 0 in game 2, 4 and 西武 5 in game 4 — mean 3, median 4, one shutout in three', () => {
  const pacific = leagueScoreDistribution(FOUR_GAMES, 'pacific')
  expect([pacific.games, pacific.clubGames]).toEqual([2, 3])
  expect(pacific.runs).toMatchObject({ runs: 9, mean: 3, median: 4 })
  expect(pacific.rates.shutouts).toEqual({ count: 1, share: 1 / 3 })
})

test('invariants: the leagues’ club-games, runs and bucket counts add up to NPB’s; shares sum to 1', () => {
  const [npb, central, pacific] = (['npb', 'central', 'pacific'] as const).map((scope) => leagueScoreDistribution(FOUR_GAMES, scope))
  expect(central && pacific && central.clubGames + pacific.clubGames).toBe(npb?.clubGames)
  expect(central && pacific && central.runs.runs + pacific.runs.runs).toBe(npb?.runs.runs)
  expect(npb?.runs.counts.map((count, index) => count - (central?.runs.counts[index] ?? 0) - (pacific?.runs.counts[index] ?? 0))).toEqual(Array.from({ length: 16 }, () => 0))
  expect(sum(npb?.runs.shares.map((share) => share ?? 0) ?? [])).toBeCloseTo(1, 12)
})

test('15 runs or more share the last bucket', () => {
  const blowout = leagueScoreDistribution([{ home: 'g', away: 't', homeRuns: 17, awayRuns: 15, innings: 9, lineHome: [], lineAway: [] }], 'npb')
  expect(blowout.runs.counts[15]).toBe(2)
})

beforeEach(() => {
  expect.hasAssertions()
})
