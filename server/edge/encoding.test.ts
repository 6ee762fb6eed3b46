import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { encodeOnce, negotiateEncoding, pickBody } from './encoding'

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

test('an HTML body is stored in three encodings that decode to the same bytes; a tiny or binary body only as is', () => {
  const html = Buffer.from('<!DOCTYPE html><table>' + '<tr><td>中日</td><td>.529</td></tr>'.repeat(200) + '</table>')
  const encoded = encodeOnce(html, 'text/html; charset=utf-8')
  expect(gunzipSync(encoded.gzip ?? Buffer.alloc(0)).equals(html)).toBe(true)
  expect(brotliDecompressSync(encoded.br ?? Buffer.alloc(0)).equals(html)).toBe(true)
  expect((encoded.br?.length ?? Infinity) < html.length / 10).toBe(true)
  expect(encodeOnce(Buffer.from('{"ok":true}'), 'application/json')).toEqual({ identity: Buffer.from('{"ok":true}') })
  expect(encodeOnce(Buffer.alloc(5000), 'image/png').gzip).toBeUndefined()
  expect(pickBody(encodeOnce(Buffer.alloc(5000), 'image/png'), 'br').encoding).toBe('identity')
  expect(pickBody(encoded, 'gzip')).toEqual({ body: encoded.gzip, encoding: 'gzip' })
})
