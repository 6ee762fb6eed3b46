import { expect, test } from '@playwright/test'

// The production server as `npm start` runs it: security headers, methods, caching, compression.

const PAGE = '/records/season/standings/2025'

test('every kind of response carries the security headers', async ({ request }) => {
  for (const path of [PAGE, '/api/records/standings?season=2025', '/og-image.png', '/no-such-page', '/api/health']) {
    const response = await request.get(path)
    const headers = response.headers()
    expect([path, headers['content-security-policy']]).toEqual([path, expect.stringContaining("frame-ancestors 'none'")])
    expect(headers['content-security-policy']).toContain("object-src 'none'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
    // HSTS only when the request came over https (a proxy in front says so).
    expect(headers['strict-transport-security']).toBeUndefined()
  }
  const https = await request.get(PAGE, { headers: { 'x-forwarded-proto': 'https' } })
  expect(https.headers()['strict-transport-security']).toMatch(/^max-age=\d+/)
})

test('a method the site does not take is a 405 with Allow, on pages, files and the API', async ({ request }) => {
  for (const [method, path] of [['POST', PAGE], ['DELETE', '/og-image.png'], ['PUT', '/api/players?q=a'], ['TRACE', '/'], ['PATCH', '/_next/static/chunks/none.js']] as const) {
    const response = await request.fetch(path, { method })
    expect([method, path, response.status()]).toEqual([method, path, 405])
    expect(response.headers()['allow']).toBe('GET, HEAD')
    expect(await response.text()).toContain('GET と HEAD')
  }
})

test('a data page is cacheable: public with s-maxage, an ETag that makes a revisit a 304, served from memory the second time', async ({ request }) => {
  const first = await request.get(PAGE)
  expect(first.status()).toBe(200)
  expect(first.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/)
  const etag = first.headers()['etag'] ?? ''
  expect(etag).toMatch(/^W\/".+"$/)
  const again = await request.get(PAGE)
  expect(again.headers()['x-edge-cache']).toBe('HIT')
  expect(await again.text()).toBe(await first.text())
  expect((await request.get(PAGE, { headers: { 'if-none-match': etag } })).status()).toBe(304)
  // `If-None-Match: *` on a page that does not exist is still a 404, not a 304.
  expect((await request.get('/records/season/standings/1800', { headers: { 'if-none-match': '*' } })).status()).toBe(404)
  // A bad Range is ignored: the whole page, never a 500.
  const ranged = await request.get(PAGE, { headers: { range: 'bytes=999999999-' } })
  expect(ranged.status()).toBe(200)
})

test('the health check is live, never stored', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.headers()['cache-control']).toContain('no-store')
  expect(response.headers()['x-edge-cache']).toBeUndefined()
})
