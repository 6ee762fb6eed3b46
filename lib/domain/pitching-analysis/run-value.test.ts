import { paRunValue, runValuePer100 } from './run-value'

const weights = new Map([['HR', 1.4], ['K', -0.22], ['out', -0.22], ['1B', 0.39]] as const)

test('a PA run value is its event class linear weight, runs prevented positive for the pitcher and runs created for the batter', () => {
  expect(paRunValue('HR', weights, 'pitching')).toBe(-1.4)
  expect(paRunValue('HR', weights, 'batting')).toBe(1.4)
  expect(paRunValue('K', weights, 'pitching')).toBe(0.22)
  // GO, DP and FC share the class 'out' (event-classes.ts).
  expect(paRunValue('DP', weights, 'batting')).toBe(-0.22)
})

test('an event without a weight counts 0 rather than breaking the sum', () => {
  expect(Math.abs(paRunValue('INT', weights, 'pitching'))).toBe(0)
})

test('RV/100 = 100 × run value / pitches: −3 runs over 150 pitches is −2; no pitches is null', () => {
  expect(runValuePer100(-3, 150)).toBe(-2)
  expect(runValuePer100(0, 0)).toBeNull()
})
