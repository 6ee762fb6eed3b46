import { rate } from '@/lib/domain/stats/rate'

/** Runs in a game grouped 0, 1, …, 9 and 10+ (the last bucket): the team page's buckets. */
export const RUN_BUCKETS = 11

/**
 * The bucket function for `buckets` buckets: a team's runs in one game → its bucket's index, with
 * runs of buckets − 1 and more in the last one (the league page's 15+ with 16).
 *
 * @example runBucketOf(16)(17) // 15
 */
export function runBucketOf(buckets: number): (runs: number) => number {
  return (runs) => Math.min(Math.max(Math.trunc(runs), 0), buckets - 1)
}

/** A team's runs in one game → its bucket's index; 10 runs and more share the last one. */
export const runBucket = runBucketOf(RUN_BUCKETS)

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
 * How a team's runs per game spread over 0–9 and 10+ (or over `buckets` buckets), from its runs in
 * each game. The mean and median are of the runs themselves, not of the capped buckets.
 *
 * @example runDistribution([0, 3, 3, 12]).counts // [1, 0, 0, 2, 0, 0, 0, 0, 0, 0, 1]
 */
export function runDistribution(runsPerGame: readonly number[], buckets: number = RUN_BUCKETS): RunDistribution {
  const counts = Array.from({ length: buckets }, () => 0)
  const bucketOf = runBucketOf(buckets)
  for (const runs of runsPerGame) {
    const bucket = bucketOf(runs)
    counts[bucket] = (counts[bucket] ?? 0) + 1
  }
  const games = runsPerGame.length
  const runs = runsPerGame.reduce((sum, value) => sum + value, 0)
  return { counts, shares: counts.map((count) => rate(count, games)), games, runs, mean: rate(runs, games), median: median(runsPerGame) }
}
