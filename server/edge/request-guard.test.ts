import { guardRequest } from './request-guard'

test('GET and HEAD on an ordinary path pass through', () => {
  expect(guardRequest({ method: 'GET', url: '/records/season/standings/2025?view=home' })).toBeNull()
  expect(guardRequest({ method: 'HEAD', url: '/' })).toBeNull()
})

test.each(['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'CONNECT', 'PROPFIND', 'BREW'])('%s is 405 with Allow: GET, HEAD', (method) => {
  const answer = guardRequest({ method, url: '/' })
  expect(answer?.status).toBe(405)
  expect(answer?.headers).toEqual({ Allow: 'GET, HEAD' })
  expect(answer?.message).toContain(method)
})

test('OPTIONS is told which methods exist', () => {
  expect(guardRequest({ method: 'OPTIONS', url: '*' })).toMatchObject({ status: 405, headers: { Allow: 'GET, HEAD' } })
})

test.each(['*', 'http://example.com/', '//evil.example/', 'records', ''])('the target %p is a 400', (url) => {
  expect(guardRequest({ method: 'GET', url })?.status).toBe(400)
})

test('a broken percent-encoding is a 400, a long URL a 414', () => {
  expect(guardRequest({ method: 'GET', url: '/players/list?q=%E3%81' })?.status).toBe(400)
  expect(guardRequest({ method: 'GET', url: '/players/list?q=%zz' })?.status).toBe(400)
  expect(guardRequest({ method: 'GET', url: `/players/list?q=${'a'.repeat(2100)}` })?.status).toBe(414)
  expect(guardRequest({ method: 'GET', url: '/players/list?q=%E5%A4%A7%E8%B0%B7' })).toBeNull()
})
