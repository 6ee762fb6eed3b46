/** @jest-environment jsdom */
import '@testing-library/jest-dom'
import { act, render } from '@testing-library/react'
import { HealthMonitor } from './HealthMonitor'

const FIVE_MINUTES = 5 * 60_000

/** jsdom has no fetch; every endpoint answers a JSON object, or 500 for `failing`. */
function stubFetch(failing: readonly string[] = []) {
  const fetch = jest.fn(async (input: string) => {
    const bad = failing.some((prefix) => input.startsWith(prefix))
    return {
      ok: !bad,
      status: bad ? 500 : 200,
      statusText: bad ? 'Internal Server Error' : 'OK',
      headers: { get: (name: string) => (name === 'content-type' ? 'application/json' : null) },
      text: async () => (bad ? 'boom' : '{"overall":"ok"}'),
    }
  })
  Object.defineProperty(globalThis, 'fetch', { value: fetch, configurable: true, writable: true })
  return fetch
}

/** Lets the checks' awaits settle without moving the clock. */
const settle = () => act(() => jest.advanceTimersByTimeAsync(0))

beforeEach(() => {
  jest.useFakeTimers()
  window.localStorage.clear()
  window.history.replaceState(null, '', '/')
})
afterEach(() => jest.useRealTimers())

test('renders nothing visible', async () => {
  stubFetch()
  const { container, unmount } = render(<HealthMonitor />)
  await settle()
  expect(container).toBeEmptyDOMElement()
  unmount()
})

test('on mount: the start-up status read plus one check of five endpoints; again every five minutes', async () => {
  const fetch = stubFetch()
  const { unmount } = render(<HealthMonitor />)
  await settle()
  expect(fetch).toHaveBeenCalledTimes(6)
  expect(JSON.parse(window.localStorage.getItem('backendStatus') ?? '{}').overall).toBe('ok')
  expect(JSON.parse(window.localStorage.getItem('healthCheckHistory') ?? '[]')).toHaveLength(1)

  await act(() => jest.advanceTimersByTimeAsync(FIVE_MINUTES))
  expect(fetch).toHaveBeenCalledTimes(11)
  expect(JSON.parse(window.localStorage.getItem('healthCheckHistory') ?? '[]')).toHaveLength(2)
  unmount()
})

test('on unmount the interval stops: no more checks', async () => {
  const fetch = stubFetch()
  const { unmount } = render(<HealthMonitor />)
  await settle()
  unmount()
  expect(jest.getTimerCount()).toBe(0)
  await act(() => jest.advanceTimersByTimeAsync(6 * FIVE_MINUTES))
  expect(fetch).toHaveBeenCalledTimes(6)
})

test('three failing checks store one alert', async () => {
  stubFetch(['/api/records/standings'])
  const { unmount } = render(<HealthMonitor />)
  await settle()
  await act(() => jest.advanceTimersByTimeAsync(2 * FIVE_MINUTES))
  const alerts = JSON.parse(window.localStorage.getItem('healthAlerts') ?? '[]')
  expect(alerts).toEqual([expect.objectContaining({ endpoint: '/api/records/standings?season=2025&home_away=all', failureCount: 3 })])
  unmount()
})

/** jsdom has no Notification either; this one records what it shows under a given permission. */
function stubNotification(permission: NotificationPermission) {
  const shown: string[] = []
  const requestPermission = jest.fn()
  class RecordingNotification {
    static readonly permission = permission
    static readonly requestPermission = requestPermission
    constructor(title: string) {
      shown.push(title)
    }
  }
  Object.defineProperty(globalThis, 'Notification', { value: RecordingNotification, configurable: true, writable: true })
  return { shown, requestPermission }
}

test.each([
  ['granted', ['NPBデータバンクサイト - APIエラー']],
  ['default', []],
  ['denied', []],
] as const)('with permission %s the third failure shows %j, and permission is never requested', async (permission, expected) => {
  stubFetch(['/api/players'])
  const { shown, requestPermission } = stubNotification(permission)
  const { unmount } = render(<HealthMonitor />)
  await settle()
  await act(() => jest.advanceTimersByTimeAsync(2 * FIVE_MINUTES))
  expect(shown).toEqual(expected)
  expect(requestPermission).not.toHaveBeenCalled()
  unmount()
})

test('logs to the console only with ?debug=health', async () => {
  stubFetch()
  const info = jest.spyOn(console, 'info').mockImplementation(() => {})
  const quiet = render(<HealthMonitor />)
  await settle()
  quiet.unmount()
  expect(info).not.toHaveBeenCalled()

  window.history.replaceState(null, '', '/stats?debug=health')
  const loud = render(<HealthMonitor />)
  await settle()
  loud.unmount()
  expect(info).toHaveBeenCalledWith('[health] backend overall: ok')
  expect(info).toHaveBeenCalledWith('[health] check: healthy', expect.objectContaining({ state: 'healthy' }))
  info.mockRestore()
})
