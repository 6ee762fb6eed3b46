import { cacheControlFor, cacheKey, notModified, SHARED_CACHE_CONTROL, storable } from './cache-policy'

test('a document and its RSC payload are stored apart; the health check is never stored', () => {
  const page = cacheKey('/records/season/standings/2025', {})
  const rsc = cacheKey('/records/season/standings/2025', { rsc: '1', 'next-router-state-tree': '%5B%5D' })
  expect(page).not.toBeNull()
  expect(rsc).not.toBe(page)
  expect(cacheKey('/records/season/standings/2025', { cookie: '_ga=GA1.1.1' })).toBe(page)
  expect(cacheKey('/api/health', {})).toBeNull()
  expect(cacheKey('/api/health?verbose=1', {})).toBeNull()
  expect(cacheKey('/api/healthy', {})).not.toBeNull()
  // The score stream flows through live; the same game as one JSON answer is stored like any API answer.
  expect(cacheKey('/api/simulation/score-streaming?home=g&away=t&seed=1', {})).toBeNull()
  expect(cacheKey('/api/simulation/score-streaming/game?home=g&away=t&seed=1', {})).not.toBeNull()
})

test('only a whole 200 without a cookie is shared', () => {
  expect(storable(200, { 'content-type': 'text/html' })).toBe(true)
  expect(storable(404, {})).toBe(false)
  expect(storable(200, { 'set-cookie': ['a=b'] })).toBe(false)
  expect(storable(200, { 'content-type': 'text/event-stream' })).toBe(false)
})

test('pages and API answers get the shared policy; hashed build files keep their immutable one', () => {
  expect(cacheControlFor('/records/titles', 'private, no-cache, no-store, max-age=0, must-revalidate')).toBe(SHARED_CACHE_CONTROL)
  expect(cacheControlFor('/_next/static/chunks/a1b2.js', 'public, max-age=31536000, immutable')).toBe('public, max-age=31536000, immutable')
  expect(SHARED_CACHE_CONTROL).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+$/)
})

test('If-None-Match: the same tag (weak or strong, in a list) or * is a 304', () => {
  expect(notModified('"abc"', '"abc"')).toBe(true)
  expect(notModified('W/"abc"', '"abc"')).toBe(true)
  expect(notModified('"x", "abc"', '"abc"')).toBe(true)
  expect(notModified('*', '"abc"')).toBe(true)
  expect(notModified('"x"', '"abc"')).toBe(false)
  expect(notModified(undefined, '"abc"')).toBe(false)
})
