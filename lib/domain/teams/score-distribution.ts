import { rate } from '@/lib/domain/stats/rate'

/** Runs in a game grouped 0, 1, …, 9 and 10+ (the last bucket). */
export const RUN_BUCKETS = 11

/** A team's runs in one game → its bucket's index; 10 runs and more share the last one. */
export function runBucket(runs: number): number {
  return Math.min(Math.max(Math.trunc(runs), 0), RUN_BUCKETS - 1)
}

/** Games at each bucket (`counts`), their share of all games, the runs in all and per game. */
export type RunDistribution = {
  counts: number[]
  shares: (number | null)[]
  games: number
  runs: number
  mean: number | null
  median: number | null
}

/**
 * The middle value (the mean of the two middle ones for an even count); null for none.
 *
 * @example median([3, 0, 5]) // 3
 * @example median([1, 4, 2, 8]) // 3
 */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] ?? 0
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2
}

/**
 * How a team's runs per game spread over 0–9 and 10+, from its runs in each game.
 *
 * @example runDistribution([0, 3, 3, 12]).counts // [1, 0, 0, 2, 0, 0, 0, 0, 0, 0, 1]
 */
export function runDistribution(runsPerGame: readonly number[]): RunDistribution {
  const counts = Array.from({ length: RUN_BUCKETS }, () => 0)
  for (const runs of runsPerGame) {
    const bucket = runBucket(runs)
    counts[bucket] = (counts[bucket] ?? 0) + 1
  }
  const games = runsPerGame.length
  const runs = runsPerGame.reduce((sum, value) => sum + value, 0)
  return { counts, shares: counts.map((count) => rate(count, games)), games, runs, mean: rate(runs, games), median: median(runsPerGame) }
}
