import { readBackendStatus, recordBackendStatus } from './backend-status'
import type { FetchLike } from './check-endpoint'
import { createMemoryStorage } from './memory-storage'

const now = () => new Date('2025-07-01T03:00:00.000Z')
const answering = (body: string, status = 200): FetchLike => async () => new Response(body, { status, headers: { 'content-type': 'application/json' } })

test('reads overall from the health read', async () => {
  const fetch = jest.fn(answering('{"overall":"degraded","database":{"reachable":true}}'))
  expect(await readBackendStatus(fetch, now)).toEqual({ overall: 'degraded', checkedAt: '2025-07-01T03:00:00.000Z' })
  expect(fetch).toHaveBeenCalledWith('/api/health', expect.objectContaining({ cache: 'no-store' }))
})

test('a 503 still reports its overall: down', async () => {
  expect((await readBackendStatus(answering('{"overall":"down"}', 503), now)).overall).toBe('down')
})

test('no answer, no JSON or an unexpected value is unknown', async () => {
  const offline: FetchLike = async () => {
    throw new TypeError('Failed to fetch')
  }
  for (const fetch of [offline, answering('<html>'), answering('{"overall":"great"}'), answering('[]')]) {
    expect((await readBackendStatus(fetch, now)).overall).toBe('unknown')
  }
})

test('the status is recorded under backendStatus', () => {
  const storage = createMemoryStorage()
  recordBackendStatus(storage, { overall: 'ok', checkedAt: '2025-07-01T03:00:00.000Z' })
  expect(JSON.parse(storage.getItem('backendStatus') ?? '')).toEqual({ overall: 'ok', checkedAt: '2025-07-01T03:00:00.000Z' })
})
