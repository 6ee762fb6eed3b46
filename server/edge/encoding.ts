import { promisify } from 'node:util'
import { brotliCompress, constants, gunzipSync, gzip } from 'node:zlib'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export type Encoding = 'br' | 'gzip' | 'identity'

/** Smaller bodies gain little from compression and cost a header's worth of bytes. */
const MIN_COMPRESSIBLE = 1024
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|rss\+xml)|image\/svg\+xml)/

function quality(accept: string, name: string): number {
  for (const part of accept.toLowerCase().split(',')) {
    const [coding = '', ...params] = part.trim().split(';')
    if (coding.trim() !== name && coding.trim() !== '*') continue
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    return q ? Number(q.slice(2)) || 0 : 1
  }
  return 0
}

/** The client's best of brotli, gzip and none (RFC 9110 §12.5.3 weights; q=0 refuses). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity'
  const [br, gzip] = [quality(acceptEncoding, 'br'), quality(acceptEncoding, 'gzip')]
  if (br > 0 && br >= gzip) return 'br'
  return gzip > 0 ? 'gzip' : 'identity'
}

/**
 * A body as it is kept: small or binary ones as they are; compressible ones in brotli and gzip only,
 * since nearly every client takes one of them — keeping the plain bytes too would double what each
 * page costs the store, and a 330 kB page evicted sooner is a render on the next visit.
 */
export type Encoded = { identity: Buffer } | { gzip: Buffer; br: Buffer }

/**
 * A body in every encoding a client may ask for, compressed once when it is stored — not on
 * every response, which is what held the prerendered home page to 188 req/s — and off the event
 * loop, so a page being compressed does not hold up the answers already stored. A build file
 * brings the brotli copy `npm run build` made of it at the best quality (`precompressedBr`).
 */
export async function encodeOnce(body: Buffer, contentType: string | undefined, precompressedBr?: Buffer): Promise<Encoded> {
  if (body.length < MIN_COMPRESSIBLE || !COMPRESSIBLE.test(contentType ?? '')) return { identity: body }
  const [gzipped, br] = await Promise.all([gzipAsync(body, { level: 9 }), precompressedBr ?? brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })])
  return { gzip: gzipped, br }
}

export const isCompressed = (encoded: Encoded): encoded is { gzip: Buffer; br: Buffer } => !('identity' in encoded)

export const storedBytes = (encoded: Encoded): number => (isCompressed(encoded) ? encoded.gzip.length + encoded.br.length : encoded.identity.length)

/** The stored body for the negotiated encoding; the rare client that takes neither gets it unzipped. */
export function pickBody(encoded: Encoded, wanted: Encoding): { body: Buffer; encoding: Encoding } {
  if (!isCompressed(encoded)) return { body: encoded.identity, encoding: 'identity' }
  if (wanted === 'identity') return { body: gunzipSync(encoded.gzip), encoding: 'identity' }
  return { body: encoded[wanted], encoding: wanted }
}
