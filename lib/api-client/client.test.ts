import { z } from 'zod'
import { createApiClient, type ApiClientConfig } from './client'
import { ApiEnvironmentError } from './errors'
import type { FetchLike } from './fetch-with-timeout'
import { createApiLogger } from './logger'

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
const schema = z.object({ ok: z.boolean() })

function setup(fetchImpl: FetchLike, overrides: Partial<ApiClientConfig> = {}) {
  const fetch = jest.fn(fetchImpl)
  const sink = { debug: jest.fn(), warn: jest.fn(), error: jest.fn() }
  let tick = 1_750_000_000_000
  const client = createApiClient({
    baseUrl: () => 'https://npb-databank.jp',
    fetch,
    // Each reading moves the clock by 1 ms, so each attempt's timestamp is visibly its own.
    now: () => tick++,
    logger: () => createApiLogger(false, sink),
    retryDelaysMs: [0, 0, 0],
    ...overrides,
  })
  const urls = () => fetch.mock.calls.map(([url]) => new URL(url))
  return { fetch, client, sink, urls }
}

test('every GET carries the query and a timestamp parameter against caching', async () => {
  const { client, urls } = setup(async () => json({ ok: true }))
  await client.get('/api/records/standings', { season: 2025, home_away: 'all', league: undefined, q: null }, schema)
  const [url] = urls()
  expect(url?.origin + (url?.pathname ?? '')).toBe('https://npb-databank.jp/api/records/standings')
  expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({ season: '2025', home_away: 'all', _t: '1750000000000' })
})

test('each retry of a GET reads the clock again', async () => {
  const { client, fetch, urls } = setup(async () => (fetch.mock.calls.length < 3 ? json({}, 500) : json({ ok: true })))
  await client.get('/api/health', {}, schema)
  expect(urls().map((url) => url.searchParams.get('_t'))).toEqual(['1750000000000', '1750000000001', '1750000000002'])
})

test('booleans are sent as true/false', async () => {
  const { client, urls } = setup(async () => json({ ok: true }))
  await client.get('/api/records/season/players', { type: 'batting', qualified: false }, schema)
  expect(urls()[0]?.searchParams.get('qualified')).toBe('false')
})

test('a non-GET sends its body as JSON and no timestamp', async () => {
  const { client, fetch, urls } = setup(async () => json({ saved: 1 }))
  await expect(client.request({ method: 'POST', path: '/api/alerts', body: { endpoint: '/api/health', failureCount: 3 } })).resolves.toEqual({ saved: 1 })
  const init = fetch.mock.calls[0]?.[1]
  expect(init?.method).toBe('POST')
  expect(init?.body).toBe('{"endpoint":"/api/health","failureCount":3}')
  expect(new Headers(init?.headers).get('content-type')).toBe('application/json')
  expect(urls()[0]?.searchParams.has('_t')).toBe(false)
})

test('a same-origin base gives a root-relative URL', async () => {
  const { client, fetch } = setup(async () => json({ ok: true }), { baseUrl: () => '' })
  await client.get('/api/health', {}, schema)
  expect(fetch.mock.calls[0]?.[0]).toBe('/api/health?_t=1750000000000')
})

test('a path that would leave the base address is refused before any request', async () => {
  const { client, fetch } = setup(async () => json({ ok: true }))
  await expect(client.get('//evil.example/api', {}, schema)).rejects.toEqual(new ApiEnvironmentError('API address not in allow-list: //evil.example/api'))
  expect(fetch).not.toHaveBeenCalled()
})

test('an unsafe base address rejects the request with the environment error', async () => {
  const baseUrl = () => {
    throw new ApiEnvironmentError('HTTPS required: http://api.example.net')
  }
  const { client, fetch, sink } = setup(async () => json({ ok: true }), { baseUrl })
  await expect(client.get('/api/health', {}, schema)).rejects.toThrow('HTTPS required: http://api.example.net')
  expect(fetch).not.toHaveBeenCalled()
  expect(sink.error).toHaveBeenCalledWith('[api]', 'GET /api/health: HTTPS required: http://api.example.net')
})

describe('console logging', () => {
  test('a successful request logs nothing outside debug mode', async () => {
    const { client, sink } = setup(async () => json({ ok: true }))
    await client.get('/api/health', {}, schema)
    expect(sink.debug).not.toHaveBeenCalled()
    expect(sink.warn).not.toHaveBeenCalled()
    expect(sink.error).not.toHaveBeenCalled()
  })

  test('debug mode traces each attempt', async () => {
    const sink = { debug: jest.fn(), warn: jest.fn(), error: jest.fn() }
    const { client } = setup(async () => json({ ok: true }), { logger: () => createApiLogger(true, sink) })
    await client.get('/api/health', {}, schema)
    expect(sink.debug).toHaveBeenCalledWith('[api]', 'GET https://npb-databank.jp/api/health?_t=1750000000000 (attempt 1)')
  })

  test('retries warn and a final connection failure is an error, even outside debug mode', async () => {
    const { client, sink } = setup(async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(client.get('/api/health', {}, schema)).rejects.toThrow('API connection error: Failed to fetch')
    expect(sink.warn).toHaveBeenCalledTimes(3)
    expect(sink.warn).toHaveBeenCalledWith('[api]', 'GET /api/health failed (attempt 1): Failed to fetch; retrying in 0 s')
    expect(sink.error).toHaveBeenCalledWith('[api]', 'GET /api/health: API connection error: Failed to fetch')
  })

  test('a 4xx is an expected answer: a warning, not an error', async () => {
    const { client, sink } = setup(async () => json({ error: { code: 'not_found', message: 'ありません', message_en: 'none' } }, 404))
    await expect(client.get('/api/x', {}, schema)).rejects.toMatchObject({ status: 404 })
    expect(sink.warn).toHaveBeenCalledWith('[api]', 'GET /api/x: HTTP 404 ありません')
    expect(sink.error).not.toHaveBeenCalled()
  })

  test('a body that breaks the contract is logged as an error with its issues', async () => {
    const { client, sink } = setup(async () => json({ ok: 'yes' }))
    await expect(client.get('/api/x', {}, schema)).rejects.toThrow('API response has an invalid format')
    expect(sink.error).toHaveBeenCalledWith('[api]', 'GET /api/x: API response has an invalid format', [expect.objectContaining({ path: ['ok'] })])
  })
})
