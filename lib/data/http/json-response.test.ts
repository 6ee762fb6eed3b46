import { cachedBody, DATA_CACHE_CONTROL, jsonResponse } from './json-response'
import { memoKey, responseMemo } from './response-memo'

test('a body is served with its ETag and a 304 goes to a client that holds it', async () => {
  const body = cachedBody({ season: 2025 })
  const first = jsonResponse(new Request('http://x/api'), body)
  expect(first.status).toBe(200)
  expect(first.headers.get('cache-control')).toBe(DATA_CACHE_CONTROL)
  expect(await first.json()).toEqual({ season: 2025 })
  const again = jsonResponse(new Request('http://x/api', { headers: { 'If-None-Match': `"other", ${body.etag}` } }), body)
  expect(again.status).toBe(304)
  expect(cachedBody({ season: 2024 }).etag).not.toBe(body.etag)
})

test('the memo builds a body once per query, whatever the parameter order, and keeps misses out', () => {
  const memo = responseMemo()
  let builds = 0
  const build = () => {
    builds += 1
    return cachedBody({ n: builds })
  }
  memo(memoKey({ a: 1, b: 2 }), build)
  memo(memoKey({ b: 2, a: 1 }), build)
  expect(builds).toBe(1)
  expect(memo('missing', () => null)).toBeNull()
  expect(memo('missing', build)?.json).toBe('{"n":2}')
})

test('a memo with a smaller limit lets its oldest body go first', () => {
  const memo = responseMemo(2)
  let builds = 0
  const build = () => cachedBody({ n: ++builds })
  for (const key of ['a', 'b', 'c']) memo(key, build)
  memo('c', build)
  memo('b', build)
  expect(builds).toBe(3)
  memo('a', build)
  expect(builds).toBe(4)
})
