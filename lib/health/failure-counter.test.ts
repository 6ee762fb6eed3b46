import { createFailureCounter } from './failure-counter'

const STANDINGS = '/api/records/standings?season=2025&home_away=all'
const PLAYERS = '/api/players?status=all&pageSize=100'

test('failures count up in a row and a success resets the streak', () => {
  const counter = createFailureCounter()
  expect(counter.record(STANDINGS, false).failureCount).toBe(1)
  expect(counter.record(STANDINGS, false).failureCount).toBe(2)
  expect(counter.record(STANDINGS, true).failureCount).toBe(0)
  expect(counter.record(STANDINGS, false).failureCount).toBe(1)
  expect(counter.count(STANDINGS)).toBe(1)
})

test('the third failure in a row is due an alert, exactly once per streak', () => {
  const counter = createFailureCounter()
  const due = [1, 2, 3, 4, 5, 6].map(() => counter.record(STANDINGS, false).shouldAlert)
  expect(due).toEqual([false, false, true, false, false, false])
  counter.record(STANDINGS, true)
  expect([1, 2, 3].map(() => counter.record(STANDINGS, false).shouldAlert)).toEqual([false, false, true])
})

test('each endpoint keeps its own streak', () => {
  const counter = createFailureCounter()
  counter.record(STANDINGS, false)
  counter.record(STANDINGS, false)
  expect(counter.record(PLAYERS, false)).toEqual({ failureCount: 1, shouldAlert: false })
  expect(counter.record(STANDINGS, false)).toEqual({ failureCount: 3, shouldAlert: true })
  expect(counter.count('/api/never-checked')).toBe(0)
})
