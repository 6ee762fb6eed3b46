import { startHealthScheduler } from './health-scheduler'

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

test('runs once at start and every five minutes until stopped', () => {
  const run = jest.fn()
  const stop = startHealthScheduler(run)
  expect(run).toHaveBeenCalledTimes(1)
  jest.advanceTimersByTime(5 * 60_000 - 1)
  expect(run).toHaveBeenCalledTimes(1)
  jest.advanceTimersByTime(1)
  expect(run).toHaveBeenCalledTimes(2)
  jest.advanceTimersByTime(10 * 60_000)
  expect(run).toHaveBeenCalledTimes(4)
  stop()
  expect(jest.getTimerCount()).toBe(0)
  jest.advanceTimersByTime(60 * 60_000)
  expect(run).toHaveBeenCalledTimes(4)
})
