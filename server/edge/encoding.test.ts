import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { encodeOnce, isCompressed, negotiateEncoding, pickBody, storedBytes } from './encoding'

test.each([
  ['gzip, deflate, br, zstd', 'br'],
  ['gzip', 'gzip'],
  ['br;q=0.5, gzip;q=0.8', 'gzip'],
  ['br;q=0, gzip;q=0', 'identity'],
  ['*', 'br'],
  ['identity', 'identity'],
  [undefined, 'identity'],
  ['garbage;;;q=x', 'identity'],
] as const)('Accept-Encoding %p → %s', (accept, expected) => {
  expect(negotiateEncoding(accept)).toBe(expected)
})

test('an HTML body is stored in brotli and gzip only, both decoding to its bytes; a tiny or binary body only as is', async () => {
  const html = Buffer.from('<!DOCTYPE html><table>' + '<tr><td>中日</td><td>.529</td></tr>'.repeat(200) + '</table>')
  const encoded = await encodeOnce(html, 'text/html; charset=utf-8')
  if (!isCompressed(encoded)) throw new Error('an HTML page is compressed')
  expect(gunzipSync(encoded.gzip).equals(html)).toBe(true)
  expect(brotliDecompressSync(encoded.br).equals(html)).toBe(true)
  expect(storedBytes(encoded)).toBeLessThan(html.length / 10)
  expect(await encodeOnce(Buffer.from('{"ok":true}'), 'application/json')).toEqual({ identity: Buffer.from('{"ok":true}') })
  expect(isCompressed(await encodeOnce(Buffer.alloc(5000), 'image/png'))).toBe(false)
  expect(pickBody(await encodeOnce(Buffer.alloc(5000), 'image/png'), 'br').encoding).toBe('identity')
  expect(pickBody(encoded, 'gzip')).toEqual({ body: encoded.gzip, encoding: 'gzip' })
})

test('a client that takes neither brotli nor gzip gets the page unzipped from the stored gzip', async () => {
  const html = Buffer.from('<p>' + '大阪桐蔭高校'.repeat(300) + '</p>')
  expect(pickBody(await encodeOnce(html, 'text/html'), 'identity')).toEqual({ body: html, encoding: 'identity' })
})

test("a build file's brotli copy made at build time is kept as it is; gzip is made here", async () => {
  const script = Buffer.from(`function standings(){return ${JSON.stringify(Array.from({ length: 600 }, (_, i) => i))}}`)
  const best = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
  const encoded = await encodeOnce(script, 'application/javascript', best)
  if (!isCompressed(encoded)) throw new Error('a script is compressed')
  expect(encoded.br).toBe(best)
  expect(gunzipSync(encoded.gzip).equals(script)).toBe(true)
})
