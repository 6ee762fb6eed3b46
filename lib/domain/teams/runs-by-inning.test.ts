import { inningSlots, runsByInning } from './runs-by-inning'
import type { TeamGame } from './team-games'

test("an unplayed bottom half ('x', null) scored nothing", () => {
  // 巨人 at home led after the top of the 9th: its line ends in x.
  expect(inningSlots([2, 0, 0, 0, 0, 3, 0, 0, null])).toEqual([2, 0, 0, 0, 0, 3, 0, 0, 0, 0])
})

test('every extra inning goes in the tenth slot (延長)', () => {
  // 12 innings: 10th 1, 11th 0, 12th 2 → 延長 3
  expect(inningSlots([0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 2])).toEqual([0, 0, 0, 0, 0, 0, 1, 0, 0, 3])
})

test('a called game (5 innings) leaves the later innings at zero', () => {
  expect(inningSlots([1, 0, 0, 2, 0])).toEqual([1, 0, 0, 2, 0, 0, 0, 0, 0, 0])
})

const side = (lineFor: (number | null)[], lineAgainst: (number | null)[]): TeamGame => {
  const sum = (line: (number | null)[]) => line.reduce<number>((total, runs) => total + (runs ?? 0), 0)
  return { team: 'g', runsFor: sum(lineFor), runsAgainst: sum(lineAgainst), innings: Math.max(lineFor.length, lineAgainst.length), lineFor, lineAgainst }
}

test('a worked example over two games: runs by inning, per game, and the games that went extra', () => {
  const games = [
    // won 3-1 at home: 1st 2, 6th 1; the 9th's bottom not played
    side([2, 0, 0, 0, 0, 1, 0, 0, null], [0, 0, 0, 1, 0, 0, 0, 0, 0]),
    // lost 2-3 in 10 on the road
    side([0, 0, 0, 0, 0, 0, 0, 2, 0, 0], [1, 0, 0, 0, 0, 0, 0, 0, 1, 1]),
  ]
  const innings = runsByInning(games)
  expect(innings.scored).toEqual([2, 0, 0, 0, 0, 1, 0, 2, 0, 0])
  expect(innings.allowed).toEqual([1, 0, 0, 1, 0, 0, 0, 0, 1, 1])
  // 1st: 2 runs / 2 games = 1; 延長 allowed 1 / 2 = .5
  expect([innings.scoredPerGame[0], innings.allowedPerGame[9]]).toEqual([1, 0.5])
  expect(innings.extraInningGames).toBe(1)
  // invariant: the slots sum to the runs of the games
  const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0)
  expect([total(innings.scored), total(innings.allowed)]).toEqual([5, 4])
})

test('no games: zero runs and no per-game value', () => {
  expect(runsByInning([]).scoredPerGame.every((value) => value === null)).toBe(true)
})

beforeEach(() => {
  expect.hasAssertions()
})
