import { evaluateResponse, utf8ByteLength } from './evaluate-response'

const T0 = Date.parse('2025-07-01T03:00:00.000Z')
const at = (ms: number) => () => new Date(T0 + ms)
const json = (body: string, init: ResponseInit = {}) => new Response(body, { headers: { 'content-type': 'application/json; charset=utf-8' }, ...init })

test('a JSON object answered with application/json succeeds with time, timestamp and size', async () => {
  const result = await evaluateResponse(json('{"overall":"ok","team":"巨人"}'), T0, at(42))
  // {"overall":"ok","team":""} is 26 ASCII bytes, and 巨人 adds 2 × 3 UTF-8 bytes: 32.
  expect(result).toEqual({ success: true, responseTime: 42, timestamp: '2025-07-01T03:00:00.042Z', dataSize: 32 })
})

test('a non-2xx answer fails as HTTP {status}: {text}', async () => {
  expect(await evaluateResponse(new Response('boom', { status: 500, statusText: 'Internal Server Error' }), T0, at(5))).toEqual({
    success: false,
    error: 'HTTP 500: Internal Server Error',
    timestamp: '2025-07-01T03:00:00.005Z',
  })
  const notFound = await evaluateResponse(json('{}', { status: 404, statusText: 'Not Found' }), T0, at(0))
  expect(notFound).toMatchObject({ success: false, error: 'HTTP 404: Not Found' })
})

test('without a reason phrase (HTTP/2) the start of the body stands in for the text', async () => {
  const result = await evaluateResponse(new Response('  upstream\n  timed out ', { status: 503 }), T0, at(0))
  expect(result).toMatchObject({ success: false, error: 'HTTP 503: upstream timed out' })
})

test('an HTML page, plain text or a missing content type is Invalid content-type', async () => {
  for (const contentType of ['text/html; charset=utf-8', 'text/plain']) {
    const result = await evaluateResponse(new Response('{}', { headers: { 'content-type': contentType } }), T0, at(0))
    expect(result).toMatchObject({ success: false, error: 'Invalid content-type' })
  }
  const bare = { ok: true, status: 200, statusText: 'OK', headers: { get: () => null }, text: async () => '{}' }
  expect(await evaluateResponse(bare, T0, at(0))).toMatchObject({ success: false, error: 'Invalid content-type' })
})

test('the content type is matched without regard to case', async () => {
  const result = await evaluateResponse(new Response('{}', { headers: { 'content-type': 'Application/JSON' } }), T0, at(1))
  expect(result.success).toBe(true)
})

test('a body that is not a JSON object is Invalid JSON response', async () => {
  for (const body of ['<html>', '', 'null', '[1,2]', '"ok"', '42', '{"cut']) {
    expect(await evaluateResponse(json(body), T0, at(0))).toMatchObject({ success: false, error: 'Invalid JSON response' })
  }
})

test('utf8ByteLength counts UTF-8 bytes: ASCII 1, ï 2, 野 3, 𠮷 4', () => {
  expect(utf8ByteLength('a')).toBe(1)
  expect(utf8ByteLength('ï')).toBe(2)
  expect(utf8ByteLength('野球')).toBe(6)
  expect(utf8ByteLength('𠮷')).toBe(4)
  expect(utf8ByteLength('a野𠮷')).toBe(new TextEncoder().encode('a野𠮷').length)
})
