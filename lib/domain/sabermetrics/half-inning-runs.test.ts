import { halfInningRunDistributions, MAX_HALF_INNING_RUNS } from './half-inning-runs'
import { toyTransitions } from './toy-transitions'
import { buildTransitionModel } from './transition-model'

// Only outs (p = .7) and solo homers (q = .3) with the bases always empty: runs before the
// n-th out follow a negative binomial, P(R = k) = C(k + n − 1, k) · p^n · q^k.
const homersOnly = halfInningRunDistributions(buildTransitionModel(toyTransitions({ outs: 7, singles: 0, homers: 3 })))

test('two outs, bases empty: P(0) = .7, P(1) = .7 · .3 = .21', () => {
  expect(homersOnly[16]?.[0]).toBeCloseTo(0.7, 12)
  expect(homersOnly[16]?.[1]).toBeCloseTo(0.21, 12)
})

test('start of an inning: P(0) = .7³ = .343, P(1) = 3 · .343 · .3 = .3087, P(2) = 6 · .343 · .09 = .18522', () => {
  expect(homersOnly[0]?.[0]).toBeCloseTo(0.343, 12)
  expect(homersOnly[0]?.[1]).toBeCloseTo(0.3087, 12)
  expect(homersOnly[0]?.[2]).toBeCloseTo(0.18522, 12)
})

test('mean runs match the expected count of homers before three outs, 3 · .3 / .7', () => {
  const mean = (homersOnly[0] ?? []).reduce((sum, p, k) => sum + p * k, 0)
  expect(mean).toBeCloseTo((3 * 0.3) / 0.7, 9)
})

test('each distribution sums to 1, the tail bucket taking the rest', () => {
  const dist = halfInningRunDistributions(buildTransitionModel(toyTransitions()))
  expect(dist).toHaveLength(24)
  for (const row of dist) {
    expect(row).toHaveLength(MAX_HALF_INNING_RUNS + 1)
    expect(row.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12)
    expect(row.every((p) => p >= 0)).toBe(true)
  }
})

test('with runners on, more runs are expected than with the bases empty', () => {
  const dist = halfInningRunDistributions(buildTransitionModel(toyTransitions()))
  const mean = (index: number) => (dist[index] ?? []).reduce((sum, p, k) => sum + p * k, 0)
  expect(mean(7)).toBeGreaterThan(mean(1))
  expect(mean(1)).toBeGreaterThan(mean(0))
  expect(mean(0)).toBeGreaterThan(mean(8))
})
