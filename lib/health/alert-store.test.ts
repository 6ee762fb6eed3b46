import { createAlertStore, type HealthAlert } from './alert-store'
import { createMemoryStorage } from './memory-storage'

const alert = (n: number): HealthAlert => ({ endpoint: `/api/e${n}`, error: 'HTTP 500: Internal Server Error', timestamp: new Date(n * 1000).toISOString(), failureCount: 3 })

test('alerts are kept oldest first under healthAlerts', () => {
  const storage = createMemoryStorage()
  const store = createAlertStore(storage)
  store.add(alert(1))
  store.add(alert(2))
  expect(store.list()).toEqual([alert(1), alert(2)])
  expect(JSON.parse(storage.getItem('healthAlerts') ?? '')).toEqual([alert(1), alert(2)])
})

test('at most 100 are kept: the 101st drops the oldest', () => {
  const store = createAlertStore(createMemoryStorage())
  for (let n = 1; n <= 100; n += 1) store.add(alert(n))
  expect(store.list()).toHaveLength(100)
  const after = store.add(alert(101))
  expect(after).toHaveLength(100)
  expect(after[0]).toEqual(alert(2))
  expect(after.at(-1)).toEqual(alert(101))
  expect(store.list()).toEqual(after)
})

test('unreadable or foreign data in storage reads as no alerts, and malformed items are skipped', () => {
  const storage = createMemoryStorage()
  storage.setItem('healthAlerts', '{not json')
  expect(createAlertStore(storage).list()).toEqual([])
  storage.setItem('healthAlerts', JSON.stringify([alert(1), { endpoint: '/x' }, null]))
  expect(createAlertStore(storage).list()).toEqual([alert(1)])
})

test('a full storage does not throw into the page', () => {
  const full = { getItem: () => null, setItem: () => { throw new DOMException('quota', 'QuotaExceededError') } }
  expect(() => createAlertStore(full).add(alert(1))).not.toThrow()
})
