import { scoreProfile } from './score-profile'
import type { TeamGame } from './team-games'

const side = (lineFor: (number | null)[], lineAgainst: (number | null)[]): TeamGame => {
  const sum = (line: (number | null)[]) => line.reduce<number>((total, runs) => total + (runs ?? 0), 0)
  return { team: 'g', runsFor: sum(lineFor), runsAgainst: sum(lineAgainst), innings: Math.max(lineFor.length, lineAgainst.length), lineFor, lineAgainst }
}

const GAMES = [
  side([0, 0, 3, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 1, 0]),
  side([1, 0, 0, 0, 0, 0, 0, 0, null], [0, 0, 0, 0, 0, 0, 0, 0, 0]),
  side([0, 0, 0, 0, 0, 0, 0, 0, 0], [4, 0, 2, 0, 0, 5, 0, 0, 1]),
  side([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
  side([0, 0, 0, 0, 0, 1, 0, 0, 0, 1], [0, 1, 0, 0, 0, 0, 0, 0, 0, 0]),
]
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

test('a worked season of five games: 3-1 W, 1-0 W, 0-12 L, 0-0 T in 12, 2-1 W in 10', () => {
  const profile = scoreProfile(GAMES)
  expect(profile.record).toEqual({ wins: 3, losses: 1, ties: 1 })
  // scored 3, 1, 0, 0, 2 = 6 → mean 1.2, median 1; allowed 1, 0, 12, 0, 1 = 14
  expect(profile.scored).toMatchObject({ runs: 6, mean: 1.2, median: 1 })
  expect(profile.allowed.counts).toEqual([2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 1])
  expect([profile.margins.wins, profile.margins.losses]).toEqual([[2, 1, 0, 0, 0], [0, 0, 0, 0, 1]])
  expect(profile.closeGames).toMatchObject({ oneRun: { wins: 2, losses: 0 }, extraInnings: { wins: 1, losses: 0, ties: 1 }, shutoutWins: { games: 1 }, shutoutLosses: { games: 1 } })
})

test('invariants: counts sum to games played, innings to the runs, wins by margin to the wins', () => {
  const profile = scoreProfile(GAMES)
  expect([sum(profile.scored.counts), sum(profile.allowed.counts)]).toEqual([profile.games, profile.games])
  expect([sum(profile.byInning.scored), sum(profile.byInning.allowed)]).toEqual([profile.scored.runs, profile.allowed.runs])
  expect([sum(profile.margins.wins), sum(profile.margins.losses)]).toEqual([profile.record.wins, profile.record.losses])
})

beforeEach(() => {
  expect.hasAssertions()
})
