import { createHistoryStore, type HealthCheckRun } from './history-store'
import { createMemoryStorage } from './memory-storage'

const run = (n: number): HealthCheckRun => ({
  timestamp: new Date(n * 300_000).toISOString(),
  state: 'healthy',
  results: [{ endpoint: '/api/health', success: true, responseTime: n, timestamp: new Date(n * 300_000).toISOString(), dataSize: 120 }],
})

test('history keeps the last 10 runs and lastHealthCheck the latest', () => {
  const storage = createMemoryStorage()
  const history = createHistoryStore(storage)
  for (let n = 1; n <= 12; n += 1) history.record(run(n))
  const kept = history.list()
  expect(kept).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(run))
  expect(JSON.parse(storage.getItem('healthCheckHistory') ?? '')).toHaveLength(10)
  expect(JSON.parse(storage.getItem('lastHealthCheck') ?? '')).toEqual(run(12))
})

test('entries that are not runs are dropped when reading', () => {
  const storage = createMemoryStorage()
  storage.setItem('healthCheckHistory', JSON.stringify([run(1), { state: 'great' }, 'x']))
  expect(createHistoryStore(storage).list()).toEqual([run(1)])
})
