import { z } from 'zod'
import { createApiClient } from './client'
import { ApiConnectionError, ApiHttpError, ApiValidationError } from './errors'
import type { FetchLike } from './fetch-with-timeout'
import { createApiLogger } from './logger'

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const serverError = (status: number) => json({ error: { code: 'boom', message: 'サーバーエラー', message_en: 'server error' } }, status)

/** A server that never answers: the request ends only when its signal aborts. */
const hang: FetchLike = (_url, init) =>
  new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason ?? new Error('aborted'))))

const sink = { debug: jest.fn(), warn: jest.fn(), error: jest.fn() }

function clientWith(fetchImpl: FetchLike) {
  const fetch = jest.fn(fetchImpl)
  const client = createApiClient({ baseUrl: () => 'https://npb-databank.jp', fetch, now: () => 1_750_000_000_000, logger: () => createApiLogger(false, sink) })
  return { fetch, client }
}

/** Steps the fake clock to each expected start, checking no attempt comes even 1 ms early. */
async function expectAttemptsAt(fetch: jest.Mock, startsMs: readonly number[]) {
  let clock = 0
  const advanceTo = async (ms: number) => {
    await jest.advanceTimersByTimeAsync(ms - clock)
    clock = ms
  }
  for (const [index, start] of startsMs.entries()) {
    if (start > 0) {
      await advanceTo(start - 1)
      expect(fetch).toHaveBeenCalledTimes(index)
    }
    await advanceTo(start)
    expect(fetch).toHaveBeenCalledTimes(index + 1)
  }
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

const schema = z.object({ ok: z.boolean() })

test.each([500, 503])('HTTP %i: retried after 2, 4 and 8 s, four attempts, then the HTTP error', async (status) => {
  const { fetch, client } = clientWith(async () => serverError(status))
  const outcome = client.get('/api/x', {}, schema).catch((error: unknown) => error)
  await expectAttemptsAt(fetch, [0, 2_000, 6_000, 14_000])
  const error = await outcome
  expect(error).toBeInstanceOf(ApiHttpError)
  expect(error).toMatchObject({ status, message: 'サーバーエラー', code: 'boom', messageEn: 'server error' })
  expect(fetch).toHaveBeenCalledTimes(4)
})

test('network error: retried after 2, 4 and 8 s, then API connection error', async () => {
  const { fetch, client } = clientWith(async () => {
    throw new TypeError('Failed to fetch')
  })
  const outcome = client.get('/api/x', {}, schema).catch((error: unknown) => error)
  await expectAttemptsAt(fetch, [0, 2_000, 6_000, 14_000])
  const error = await outcome
  expect(error).toBeInstanceOf(ApiConnectionError)
  expect(error).toHaveProperty('message', 'API connection error: Failed to fetch')
})

test('a request is aborted at exactly 60 s', async () => {
  const { fetch, client } = clientWith(hang)
  void client.get('/api/x', {}, schema).catch(() => undefined)
  await jest.advanceTimersByTimeAsync(0)
  const signal = fetch.mock.calls[0]?.[1].signal
  await jest.advanceTimersByTimeAsync(59_999)
  expect(signal?.aborted).toBe(false)
  await jest.advanceTimersByTimeAsync(1)
  expect(signal?.aborted).toBe(true)
})

test('timeouts: each attempt waits 60 s, then 2, 4, 8 s pass before the next; then API connection error', async () => {
  const { fetch, client } = clientWith(hang)
  const outcome = client.get('/api/x', {}, schema).catch((error: unknown) => error)
  // Starts: 0; 60+2 = 62; 62+60+4 = 126; 126+60+8 = 194 s. The last attempt times out at 254 s.
  await expectAttemptsAt(fetch, [0, 62_000, 126_000, 194_000])
  await jest.advanceTimersByTimeAsync(60_000)
  const error = await outcome
  expect(error).toBeInstanceOf(ApiConnectionError)
  expect(error).toHaveProperty('message', 'API connection error: request timed out after 60 s')
  expect(fetch).toHaveBeenCalledTimes(4)
})

test('a recovery on the second attempt resolves with its data', async () => {
  const { fetch, client } = clientWith(async () => (fetch.mock.calls.length === 1 ? serverError(502) : json({ ok: true })))
  const outcome = client.get('/api/x', {}, schema)
  await jest.advanceTimersByTimeAsync(2_000)
  await expect(outcome).resolves.toEqual({ ok: true })
  expect(fetch).toHaveBeenCalledTimes(2)
})

test.each([400, 404, 409])('HTTP %i is rejected at once, carrying the server message', async (status) => {
  const { fetch, client } = clientWith(async () => json({ error: { code: 'not_found', message: '2031年の順位表はありません。', message_en: 'no standings for 2031' } }, status))
  const error: unknown = await client.get('/api/x', {}, schema).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(ApiHttpError)
  expect(error).toMatchObject({ status, code: 'not_found', message: '2031年の順位表はありません。', messageEn: 'no standings for 2031' })
  expect(fetch).toHaveBeenCalledTimes(1)
})

test('an error body that is not JSON keeps the status line', async () => {
  const { client } = clientWith(async () => new Response('<html>Bad Gateway</html>', { status: 404, statusText: 'Not Found' }))
  await expect(client.get('/api/x', {}, schema)).rejects.toMatchObject({ status: 404, message: 'HTTP 404: Not Found' })
})

test('an invalid body is rejected at once, not retried', async () => {
  const { fetch, client } = clientWith(async () => json([1, 2, 3]))
  await expect(client.get('/api/x', {}, schema)).rejects.toEqual(new ApiValidationError('API response has an invalid format'))
  expect(fetch).toHaveBeenCalledTimes(1)
})

test("the caller's abort stops the request and every pending retry", async () => {
  const { fetch, client } = clientWith(async () => serverError(500))
  const controller = new AbortController()
  const outcome = client.get('/api/x', {}, schema, { signal: controller.signal }).catch((error: unknown) => error)
  await jest.advanceTimersByTimeAsync(1_000)
  controller.abort()
  await expect(outcome).resolves.toHaveProperty('name', 'AbortError')
  await jest.advanceTimersByTimeAsync(60_000)
  expect(fetch).toHaveBeenCalledTimes(1)
})
