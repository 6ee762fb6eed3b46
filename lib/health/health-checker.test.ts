import type { NotificationApi } from './alert-notification'
import type { FetchLike } from './check-endpoint'
import { createHealthChecker } from './health-checker'
import { CHECKED_ENDPOINTS } from './health-config'
import { createHealthLogger } from './health-logger'
import { createMemoryStorage } from './memory-storage'

const STANDINGS = '/api/records/standings?season=2025&home_away=all'
const clock = () => new Date('2025-07-01T03:00:00.000Z')

/** A server where the listed endpoints answer 500 and the rest a JSON object. */
function server(failing: ReadonlySet<string>) {
  const fetch = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(async (input) =>
    failing.has(input)
      ? new Response('boom', { status: 500, statusText: 'Internal Server Error' })
      : new Response('{"overall":"ok"}', { headers: { 'content-type': 'application/json' } }),
  )
  return fetch
}

function notifications(permission: NotificationPermission) {
  const shown: string[] = []
  const api = class {
    static readonly permission = permission
    constructor(title: string) {
      shown.push(title)
    }
  } satisfies NotificationApi
  return { api, shown }
}

function setup({ failing = new Set<string>(), permission = 'granted' as NotificationPermission, debug = false } = {}) {
  const storage = createMemoryStorage()
  const { api, shown } = notifications(permission)
  const sink = { info: jest.fn(), warn: jest.fn(), error: jest.fn() }
  const fetch = server(failing)
  const checker = createHealthChecker({ fetch, storage, notificationApi: () => api, logger: createHealthLogger(debug, sink), now: clock })
  const alerts = () => JSON.parse(storage.getItem('healthAlerts') ?? '[]')
  return { checker, storage, shown, sink, fetch, alerts }
}

test('one run checks the health read and the four monitored endpoints and records the run', async () => {
  const { checker, fetch, storage } = setup()
  const run = await checker.runOnce()
  expect(fetch.mock.calls.map(([input]) => input)).toEqual([...CHECKED_ENDPOINTS])
  expect(run).toMatchObject({ state: 'healthy', timestamp: '2025-07-01T03:00:00.000Z' })
  expect(run?.results).toHaveLength(5)
  expect(JSON.parse(storage.getItem('lastHealthCheck') ?? '')).toEqual(run)
})

test('the third failure in a row stores exactly one alert and shows one notification', async () => {
  const { checker, shown, alerts } = setup({ failing: new Set([STANDINGS]) })
  await checker.runOnce()
  await checker.runOnce()
  expect(alerts()).toEqual([])
  const third = await checker.runOnce()
  expect(third?.state).toBe('unhealthy')
  expect(alerts()).toEqual([{ endpoint: STANDINGS, error: 'HTTP 500: Internal Server Error', timestamp: '2025-07-01T03:00:00.000Z', failureCount: 3 }])
  expect(shown).toEqual(['NPBデータバンクサイト - APIエラー'])
  await checker.runOnce()
  expect(alerts()).toHaveLength(1)
  expect(shown).toHaveLength(1)
})

test('an alert is still stored when notification permission was not granted, but nothing is shown', async () => {
  const { checker, shown, alerts } = setup({ failing: new Set([STANDINGS]), permission: 'default' })
  for (let n = 0; n < 3; n += 1) await checker.runOnce()
  expect(alerts()).toHaveLength(1)
  expect(shown).toEqual([])
})

test('healthy endpoints raise no alert however many runs', async () => {
  const { checker, shown, alerts, storage } = setup()
  for (let n = 0; n < 12; n += 1) await checker.runOnce()
  expect(alerts()).toEqual([])
  expect(shown).toEqual([])
  expect(JSON.parse(storage.getItem('healthCheckHistory') ?? '')).toHaveLength(10)
})

test('every endpoint failing is the error state, with one alert per endpoint at the third run', async () => {
  const { checker, alerts } = setup({ failing: new Set(CHECKED_ENDPOINTS) })
  await checker.runOnce()
  await checker.runOnce()
  expect((await checker.runOnce())?.state).toBe('error')
  expect(alerts().map((alert: { endpoint: string }) => alert.endpoint)).toEqual([...CHECKED_ENDPOINTS])
})

test('a run aborted by unmounting is neither kept nor counted', async () => {
  const { checker, storage } = setup({ failing: new Set([STANDINGS]) })
  const controller = new AbortController()
  controller.abort()
  expect(await checker.runOnce(controller.signal)).toBeNull()
  expect(storage.getItem('healthCheckHistory')).toBeNull()
})

test('logging happens only in health debug mode, and the alert text is logged there', async () => {
  const quiet = setup({ failing: new Set([STANDINGS]) })
  for (let n = 0; n < 3; n += 1) await quiet.checker.runOnce()
  expect([quiet.sink.info, quiet.sink.warn, quiet.sink.error].every((fn) => fn.mock.calls.length === 0)).toBe(true)

  const debug = setup({ failing: new Set([STANDINGS]), debug: true })
  for (let n = 0; n < 3; n += 1) await debug.checker.runOnce()
  expect(debug.sink.info).toHaveBeenCalledTimes(3)
  expect(debug.sink.warn).toHaveBeenCalledTimes(3)
  expect(debug.sink.error).toHaveBeenCalledTimes(1)
  const [message] = debug.sink.error.mock.calls[0] ?? []
  expect(message).toContain('本番API障害を検知')
  expect(message).toContain('連続失敗回数: 3回')
  expect(message).toContain('発生時刻: 2025/07/01 12:00:00 JST')
})
