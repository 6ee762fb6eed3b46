import { closeGames, marginBucket, margins } from './game-margins'
import type { TeamGame } from './team-games'

const game = (runsFor: number, runsAgainst: number, innings = 9): TeamGame => ({ team: 'g', runsFor, runsAgainst, innings, lineFor: [], lineAgainst: [] })

test('margins 1–4 have their own bucket; 5 runs and more share the last', () => {
  expect([1, 2, 4, 5, 11].map(marginBucket)).toEqual([0, 1, 3, 4, 4])
})

test('a worked example: 5-4, 3-2, 7-1, 10-0 wins; 1-9, 2-4 losses; a 3-3 tie', () => {
  const games = [game(5, 4), game(3, 2), game(7, 1), game(10, 0), game(1, 9), game(2, 4), game(3, 3)]
  // wins by 1, 1, 6, 10 → [2, 0, 0, 0, 2]; losses by 8, 2 → [0, 1, 0, 0, 1]; the tie has no margin
  const spread = margins(games)
  expect([spread.wins, spread.losses]).toEqual([[2, 0, 0, 0, 2], [0, 1, 0, 0, 1]])
  // shares of the 4 wins: 2/4, 0, 0, 0, 2/4; of the 2 losses: 0, 1/2, 0, 0, 1/2
  expect(spread.winShares).toEqual([0.5, 0, 0, 0, 0.5])
  expect(spread.lossShares).toEqual([0, 0.5, 0, 0, 0.5])
})

test('invariant: wins by margin sum to the wins, losses to the losses', () => {
  const games = [game(1, 0), game(2, 0), game(0, 4), game(6, 5), game(2, 2), game(12, 3)]
  const { wins, losses } = margins(games)
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
  expect([sum(wins), sum(losses)]).toEqual([4, 1])
})

test('close games: one-run and extra-inning records and shares, shutouts won and lost (a 0-0 tie is neither)', () => {
  const games = [game(5, 4), game(3, 4, 10), game(2, 1, 11), game(0, 0, 12), game(4, 0), game(0, 3), game(0, 0)]
  const close = closeGames(games)
  // 5-4 W, 3-4 L, 2-1 W: 3 of 7 games, 勝率 2 / 3
  expect(close.oneRun).toEqual({ wins: 2, losses: 1, ties: 0, games: 3, winPct: 2 / 3, share: 3 / 7 })
  // 10 innings 3-4 L, 11 innings 2-1 W, 12 innings 0-0 T: 勝率 1 / 2, the tie left out
  expect(close.extraInnings).toMatchObject({ wins: 1, losses: 1, ties: 1, games: 3, winPct: 0.5 })
  expect([close.shutoutWins.games, close.shutoutLosses.games, close.shutoutWins.share]).toEqual([1, 1, 1 / 7])
})


test('no decisions: no 勝率 and no share rather than NaN', () => {
  expect(closeGames([])).toMatchObject({ oneRun: { games: 0, winPct: null, share: null } })
  expect(margins([game(2, 2)]).winShares).toEqual([null, null, null, null, null])
})

beforeEach(() => {
  expect.hasAssertions()
})
