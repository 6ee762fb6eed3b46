import { median, runBucket, runBucketOf, runDistribution, RUN_BUCKETS } from './score-distribution'

test('runs 0–9 have their own bucket; 10 and more share the last', () => {
  expect([0, 1, 9, 10, 17].map(runBucket)).toEqual([0, 1, 9, 10, 10])
  expect(RUN_BUCKETS).toBe(11)
})

test('median of an odd count is the middle value, of an even count the mean of the two middle ones', () => {
  expect(median([3, 0, 5])).toBe(3)
  // sorted 1 2 4 8 → (2 + 4) / 2 = 3
  expect(median([1, 4, 2, 8])).toBe(3)
  expect(median([2, 3])).toBe(2.5)
  expect(median([])).toBeNull()
})

test('a worked example: runs 0, 3, 3, 12 in four games', () => {
  const spread = runDistribution([0, 3, 3, 12])
  expect(spread.counts).toEqual([1, 0, 0, 2, 0, 0, 0, 0, 0, 0, 1])
  // shares: 1/4, 2/4, 1/4; runs 18, mean 18 / 4 = 4.5, median (3 + 3) / 2 = 3
  expect([spread.shares[0], spread.shares[3], spread.shares[10]]).toEqual([0.25, 0.5, 0.25])
  expect(spread).toMatchObject({ games: 4, runs: 18, mean: 4.5, median: 3 })
})

test('invariants: the counts sum to the games and the shares to 1', () => {
  const runs = [0, 1, 1, 2, 3, 3, 3, 4, 5, 6, 7, 8, 9, 10, 11, 2, 0]
  const spread = runDistribution(runs)
  expect(spread.counts.reduce((sum, count) => sum + count, 0)).toBe(runs.length)
  expect(spread.shares.reduce<number>((sum, share) => sum + (share ?? 0), 0)).toBeCloseTo(1, 12)
})

test('no games: zero counts, and no share, mean or median (shown as -)', () => {
  const spread = runDistribution([])
  expect(spread.counts.every((count) => count === 0)).toBe(true)
  expect(spread.shares.every((share) => share === null)).toBe(true)
  expect([spread.mean, spread.median]).toEqual([null, null])
})

test('with 16 buckets (the league page) runs 0–14 have their own and 15 or more share the last', () => {
  expect([0, 14, 15, 22].map(runBucketOf(16))).toEqual([0, 14, 15, 15])
  const spread = runDistribution([0, 12, 15, 22], 16)
  expect(spread.counts).toHaveLength(16)
  expect([spread.counts[0], spread.counts[12], spread.counts[15]]).toEqual([1, 1, 2])
  // The mean is of the runs, not of the capped buckets: 49 / 4 = 12.25; median (12 + 15) / 2 = 13.5
  expect(spread).toMatchObject({ games: 4, runs: 49, mean: 12.25, median: 13.5 })
})

beforeEach(() => {
  expect.hasAssertions()
})
