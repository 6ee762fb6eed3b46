import { checkEndpoint, type FetchLike } from './check-endpoint'

const now = () => new Date(Date.now())
const ok = () => new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } })

afterEach(() => jest.useRealTimers())

test('asks past the browser cache and judges the answer', async () => {
  const fetch = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(async () => ok())
  const result = await checkEndpoint('/api/health', { fetch, now, timeoutMs: 30_000 })
  expect(result.success).toBe(true)
  expect(fetch).toHaveBeenCalledWith('/api/health', expect.objectContaining({ cache: 'no-store' }))
})

test('a network error fails with its message', async () => {
  const fetch: FetchLike = async () => {
    throw new TypeError('Failed to fetch')
  }
  expect(await checkEndpoint('/api/players', { fetch, now, timeoutMs: 30_000 })).toMatchObject({ success: false, error: 'Failed to fetch' })
})

/** A fetch that never answers until its signal aborts, as a hung server would. */
const hanging: FetchLike = (_input, { signal }) =>
  new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))

test('an endpoint that does not answer within 30 s fails as a timeout', async () => {
  jest.useFakeTimers()
  const pending = checkEndpoint('/api/games/schedule?month=2025-07', { fetch: hanging, now, timeoutMs: 30_000 })
  await jest.advanceTimersByTimeAsync(29_999)
  let settled = false
  void pending.then(() => (settled = true))
  await Promise.resolve()
  expect(settled).toBe(false)
  await jest.advanceTimersByTimeAsync(1)
  expect(await pending).toMatchObject({ success: false, error: 'Timeout after 30s' })
})

test('aborting from outside (unmount) stops the request and leaves no timer behind', async () => {
  jest.useFakeTimers()
  const controller = new AbortController()
  const pending = checkEndpoint('/api/health', { fetch: hanging, now, timeoutMs: 30_000, signal: controller.signal })
  controller.abort()
  expect(await pending).toMatchObject({ success: false, error: 'aborted' })
  expect(jest.getTimerCount()).toBe(0)
})
