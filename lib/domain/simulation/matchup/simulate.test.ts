import { NO_OUTCOMES, sumOutcomes, type OutcomeValues } from './outcomes'
import { simulatePas } from './simulate'

const probabilities: OutcomeValues = { K: 0.2, BB: 0.08, HBP: 0.01, '1B': 0.15, '2B': 0.04, '3B': 0.005, HR: 0.025, GO: 0.2, LO: 0.09, FO: 0.2 }

test('the same probabilities, N and seed give the same counts, which sum to N', () => {
  const first = simulatePas(probabilities, 10_000, 42)
  expect(simulatePas(probabilities, 10_000, 42)).toEqual(first)
  expect(sumOutcomes(first)).toBe(10_000)
  expect(simulatePas(probabilities, 10_000, 43)).not.toEqual(first)
})

test('a large sample lands near the probabilities (within 4 standard errors)', () => {
  const n = 100_000
  const counts = simulatePas(probabilities, n, 20261126)
  for (const [outcome, p] of Object.entries(probabilities)) {
    const share = counts[outcome as keyof OutcomeValues] / n
    expect(Math.abs(share - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n))
  }
})

test('an outcome with probability 0 never happens; no probability at all draws nothing', () => {
  const counts = simulatePas({ ...NO_OUTCOMES, K: 0.5, GO: 0.5 }, 1_000, 7)
  expect(counts.K + counts.GO).toBe(1_000)
  expect(counts.HR).toBe(0)
  expect(sumOutcomes(simulatePas(NO_OUTCOMES, 100, 7))).toBe(0)
})
