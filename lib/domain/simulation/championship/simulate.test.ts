import { createRng } from '../rng'
import { addCounts } from './inputs'
import { chunkRng } from './chunk-rng'
import { fixtureInputs, roundRobin } from './fixture'
import { simulateChampionship } from './simulate'

const strong = fixtureInputs({ remaining: roundRobin(), club: (club, index) => ({ ...club, strength: [0.6, 0.55, 0.5, 0.5, 0.45, 0.4][index % 6] ?? 0.5 }) })

test('seeded determinism: the same inputs and seed give the same counts, another seed other counts', () => {
  const first = simulateChampionship(strong, 2_000, chunkRng(42, 0))
  expect(simulateChampionship(strong, 2_000, chunkRng(42, 0))).toEqual(first)
  expect(simulateChampionship(strong, 2_000, chunkRng(43, 0))).not.toEqual(first)
})

test('counts add up: every season ranks each club once, one champion per league, one 日本一, W + L + T = games', () => {
  const counts = simulateChampionship(strong, 1_000, createRng(7))
  for (const row of counts.ranks) expect(row.reduce((sum, value) => sum + value, 0)).toBe(1_000)
  for (const rank of [0, 1, 2, 3, 4, 5]) {
    expect(counts.ranks.slice(0, 6).reduce((sum, row) => sum + (row[rank] ?? 0), 0)).toBe(1_000)
    expect(counts.ranks.slice(6).reduce((sum, row) => sum + (row[rank] ?? 0), 0)).toBe(1_000)
  }
  expect(counts.climaxFinal.slice(0, 6).reduce((sum, value) => sum + value, 0)).toBe(1_000)
  expect(counts.japanSeries.reduce((sum, value) => sum + value, 0)).toBe(1_000)
  // Ten games per club in the round robin.
  counts.wins.forEach((wins, club) => expect(wins + (counts.losses[club] ?? 0) + (counts.ties[club] ?? 0)).toBe(10_000))
})

test('chunk sums: two chunks added are the counts of both, and the stronger club wins the pennant more often', () => {
  const a = simulateChampionship(strong, 500, chunkRng(9, 0))
  const b = simulateChampionship(strong, 700, chunkRng(9, 1))
  const both = addCounts(a, b)
  expect(both.seasons).toBe(1_200)
  expect(both.wins[0]).toBe((a.wins[0] ?? 0) + (b.wins[0] ?? 0))
  expect(both.ranks[3]?.[2]).toBe((a.ranks[3]?.[2] ?? 0) + (b.ranks[3]?.[2] ?? 0))
  expect(both.ranks[0]?.[0] ?? 0).toBeGreaterThan(both.ranks[5]?.[0] ?? 0)
})

test('a finished season (no games left) gives its final order every time', () => {
  const done = fixtureInputs({ club: (club, index) => ({ ...club, wins: 80 - index, losses: 60 + index, ties: 3 }) })
  const counts = simulateChampionship(done, 300, createRng(1))
  counts.ranks.forEach((row, club) => expect(row[club % 6]).toBe(300))
  expect(counts.wins[0]).toBe(80 * 300)
})

test('tiebreakers through the sim, Central: equal 勝率 and wins → head-to-head decides (2021-style), whatever the seed', () => {
  // Giants (0) and Tigers (1) both 70-70-3; the Tigers won the season series 13–12.
  const inputs = fixtureInputs({
    club: (club, index) => (index < 2 ? { ...club, wins: 70, losses: 70, ties: 3, leagueWins: 60, leagueLosses: 60 } : { ...club, wins: 60 - index, losses: 80, ties: 3 }),
  })
  const headToHeadWins = [...inputs.headToHeadWins]
  headToHeadWins[0 * 12 + 1] = 12
  headToHeadWins[1 * 12 + 0] = 13
  const counts = simulateChampionship({ ...inputs, headToHeadWins }, 50, createRng(3))
  expect(counts.ranks[1]?.[0]).toBe(50)
  expect(counts.ranks[0]?.[1]).toBe(50)
})

test('tiebreakers through the sim, Pacific: level on everything → last season\'s rank; without one, a seeded coin flip', () => {
  const level = (previous: (index: number) => number) =>
    fixtureInputs({
      club: (club, index) =>
        index === 6 || index === 7 ? { ...club, wins: 76, losses: 65, ties: 2, leagueWins: 60, leagueLosses: 60, previousRank: previous(index) } : { ...club, wins: 50, losses: 90, ties: 3, previousRank: previous(index) },
    })
  // h2h 0–0 and league games level: SoftBank (6) was 4th last year, the Fighters (7) 2nd.
  const ranked = simulateChampionship(level((index) => (index === 7 ? 2 : index === 6 ? 4 : (index % 6) + 1)), 40, createRng(5))
  expect(ranked.ranks[7]?.[0]).toBe(40)
  const flipped = simulateChampionship(level(() => 0), 400, createRng(5))
  const first = flipped.ranks[6]?.[0] ?? 0
  expect(first + (flipped.ranks[7]?.[0] ?? 0)).toBe(400)
  expect(first).toBeGreaterThan(100)
  expect(first).toBeLessThan(300)
  expect(simulateChampionship(level(() => 0), 400, createRng(5))).toEqual(flipped)
})
