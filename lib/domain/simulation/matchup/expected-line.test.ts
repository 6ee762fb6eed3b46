import { expectedLine, sampleLine } from './expected-line'
import { NO_OUTCOMES, type OutcomeValues } from './outcomes'

const weights = { wBB: 0.7, wHBP: 0.72, w1B: 0.9, w2B: 1.25, w3B: 1.6, wHR: 2 }

test('the exact line off one PA worked by hand: BB .1, 1B .2, HR .1, K .6 → .333/.400/.667, wOBA .450', () => {
  const line = expectedLine({ ...NO_OUTCOMES, BB: 0.1, '1B': 0.2, HR: 0.1, K: 0.6 }, weights)
  expect(line.avg).toBeCloseTo(0.3 / 0.9, 12)
  expect(line.obp).toBeCloseTo(0.4, 12)
  expect(line.slg).toBeCloseTo(0.6 / 0.9, 12)
  expect(line.woba).toBeCloseTo(0.07 + 0.18 + 0.2, 12)
})

test('a simulated sample: the same line from counts, with 95% margins of 1.96 standard errors', () => {
  const counts: OutcomeValues = { ...NO_OUTCOMES, BB: 10, '1B': 20, HR: 10, K: 60 }
  const line = sampleLine(counts, weights)
  expect(line.n).toBe(100)
  expect(line.avg.value).toBeCloseTo(30 / 90, 12)
  expect(line.avg.margin).toBeCloseTo(1.96 * Math.sqrt((1 / 3) * (2 / 3) / 90), 12)
  expect(line.obp.margin).toBeCloseTo(1.96 * Math.sqrt((0.4 * 0.6) / 100), 12)
  // TB per AB: mean 60/90, mean of squares (20 + 16·10)/90.
  expect(line.slg.margin).toBeCloseTo(1.96 * Math.sqrt((180 / 90 - (60 / 90) ** 2) / 90), 12)
  expect(line.woba.value).toBeCloseTo(0.45, 12)
})

test('no at-bats or no PAs leave the rates empty rather than NaN', () => {
  expect(expectedLine({ ...NO_OUTCOMES, BB: 1 }, weights).avg).toBeNull()
  expect(sampleLine(NO_OUTCOMES, weights).obp).toEqual({ value: null, margin: null })
})
