import { createHash } from 'node:crypto'
import http, { type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http'
import type { TLSSocket } from 'node:tls'
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from '@/lib/security-headers'
import { cacheControlFor, cacheKey, NO_STORE, notModified, storable } from './cache-policy'
import { encodeOnce, isCompressed, negotiateEncoding, pickBody } from './encoding'
import { inlineBoundaries } from './inline-boundaries'
import { EDGE_ONLY_HEADERS, guardRequest } from './request-guard'
import type { ResponseStore, StoredResponse } from './response-store'

export type EdgeOptions = {
  upstream: { host: string; port: number }
  store: ResponseStore
  /** Identifies the data being served (the database file); a change empties the store. */
  generation: () => string
  /** The brotli copy `npm run build` made of a build file (`/_next/static/…`) with this body, if there is one. */
  precompressed?: (url: string, body: Buffer) => Buffer | undefined
}

/** A render slower than this is a hang; the visitor gets a 504 instead of a spinner forever. */
const UPSTREAM_TIMEOUT_MS = 30_000
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'content-length', 'content-encoding', 'date'])
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })

function forwardHeaders(req: IncomingMessage): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { ...req.headers }
  for (const name of [...EDGE_ONLY_HEADERS, ...HOP_BY_HOP, 'accept-encoding', 'expect']) delete headers[name]
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? ''
  headers['x-forwarded-proto'] = req.headers['x-forwarded-proto'] ?? ((req.socket as TLSSocket).encrypted ? 'https' : 'http')
  headers['x-forwarded-host'] = req.headers['x-forwarded-host'] ?? req.headers.host ?? ''
  return headers
}

function passHeaders(upstream: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(upstream).filter(([name, value]) => value !== undefined && !HOP_BY_HOP.has(name)))
}

const lowerCased = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))
const SECURITY = lowerCased(securityHeaders())
const HSTS = lowerCased(STRICT_TRANSPORT_SECURITY)

/** Node header names from upstream are lower case; ours must be too, or a header is sent twice. */
function withSecurity(req: IncomingMessage, headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const https = req.headers['x-forwarded-proto'] === 'https' || Boolean((req.socket as TLSSocket).encrypted)
  return { ...headers, ...SECURITY, ...(https ? HSTS : {}) }
}

/** The edge's own short answer (400, 405, 414, 502, 504): plain Japanese text, never stored. */
function sendOwn(req: IncomingMessage, res: ServerResponse, status: number, message: string, extra: Record<string, string> = {}): void {
  const body = Buffer.from(`${message}\n`)
  res.writeHead(status, withSecurity(req, { ...extra, 'content-type': 'text/plain; charset=utf-8', 'content-length': body.length, 'cache-control': NO_STORE }))
  res.end(req.method === 'HEAD' ? undefined : body)
}

function upstreamRequest(options: EdgeOptions, req: IncomingMessage, method: string): http.ClientRequest {
  return http.request({ host: options.upstream.host, port: options.upstream.port, method, path: req.url, headers: forwardHeaders(req), agent, timeout: UPSTREAM_TIMEOUT_MS })
}

const isConnectionReset = (error: NodeJS.ErrnoException) => error.code === 'ECONNRESET' || error.code === 'EPIPE'

/** A whole upstream answer, read as GET (a HEAD is answered from the stored GET). */
function fetchWhole(options: EdgeOptions, req: IncomingMessage, retried = false): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const upstream = upstreamRequest(options, req, 'GET')
    upstream.on('timeout', () => upstream.destroy(new UpstreamTimeout()))
    upstream.on('error', (error) => {
      // A kept-alive socket can be closed by the framework just as it is reused; a GET is safe to send again once.
      if (!retried && upstream.reusedSocket && isConnectionReset(error)) resolve(fetchWhole(options, req, true))
      else reject(error)
    })
    upstream.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => resolve({ status: response.statusCode ?? 502, headers: response.headers, body: Buffer.concat(chunks) }))
    })
    upstream.end()
  })
}

class UpstreamTimeout extends Error {}

/** A request whose answer is never stored (the live health check) streams straight through. */
function proxyStream(options: EdgeOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  return new Promise((resolve, reject) => {
    const upstream = upstreamRequest(options, req, req.method ?? 'GET')
    upstream.on('timeout', () => upstream.destroy(new UpstreamTimeout()))
    upstream.on('error', reject)
    upstream.on('response', (response) => {
      res.writeHead(response.statusCode ?? 502, withSecurity(req, passHeaders(response.headers)))
      response.pipe(res)
      response.on('end', resolve)
      response.on('error', reject)
    })
    // A visitor who closes the tab mid-stream stops the upstream work too (the score stream honours its request's abort).
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy()
    })
    upstream.end()
  })
}

/** A whole HTML document as it is sent: its streamed boundaries put in place (inline-boundaries.ts). */
function finished(upstream: { headers: IncomingHttpHeaders; body: Buffer }): Buffer {
  if (!String(upstream.headers['content-type'] ?? '').startsWith('text/html')) return upstream.body
  const html = upstream.body.toString('utf8')
  const inlined = inlineBoundaries(html)
  return inlined === html ? upstream.body : Buffer.from(inlined)
}

async function render(options: EdgeOptions, req: IncomingMessage, url: string): Promise<{ entry: StoredResponse; keep: boolean }> {
  const fetched = await fetchWhole(options, req)
  const upstream = { ...fetched, body: finished(fetched) }
  const keep = storable(upstream.status, upstream.headers)
  const headers = passHeaders(upstream.headers)
  const upstreamControl = upstream.headers['cache-control']
  // An API answer brings its own ETag (the contract its clients hold); anything else gets a weak one of its body.
  const etag = typeof upstream.headers.etag === 'string' ? upstream.headers.etag : `W/"${createHash('sha1').update(upstream.body).digest('base64url')}"`
  const body = await encodeOnce(upstream.body, String(upstream.headers['content-type'] ?? ''), upstream.status === 200 ? options.precompressed?.(url, upstream.body) : undefined)
  return {
    keep,
    entry: {
      status: upstream.status,
      headers: { ...headers, 'cache-control': keep ? cacheControlFor(url, upstreamControl) : (upstreamControl ?? NO_STORE) },
      body,
      etag,
    },
  }
}

function addVary(vary: OutgoingHttpHeaders[string], name: string): string {
  const list = String(vary ?? '').split(',').map((part) => part.trim()).filter(Boolean)
  return list.some((part) => part.toLowerCase() === name.toLowerCase()) ? list.join(', ') : [...list, name].join(', ')
}

function sendStored(req: IncomingMessage, res: ServerResponse, entry: StoredResponse, hit: boolean): void {
  const { body, encoding } = pickBody(entry.body, negotiateEncoding(req.headers['accept-encoding']))
  const headers: OutgoingHttpHeaders = { ...entry.headers, 'x-edge-cache': hit ? 'HIT' : 'MISS' }
  if (isCompressed(entry.body)) headers.vary = addVary(headers.vary, 'Accept-Encoding')
  if (entry.status === 200) {
    headers.etag = entry.etag
    if (notModified(req.headers['if-none-match'], entry.etag)) {
      delete headers['content-type']
      res.writeHead(304, withSecurity(req, headers))
      res.end()
      return
    }
  }
  if (encoding !== 'identity') headers['content-encoding'] = encoding
  headers['content-length'] = body.length
  res.writeHead(entry.status, withSecurity(req, headers))
  res.end(req.method === 'HEAD' ? undefined : body)
}

async function handle(options: EdgeOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const refused = guardRequest({ method: req.method, url: req.url })
  if (refused) return sendOwn(req, res, refused.status, refused.message, refused.headers)
  const url = req.url ?? '/'
  options.store.useGeneration(options.generation())
  const key = cacheKey(url, req.headers)
  if (key === null) return proxyStream(options, req, res)
  const stored = options.store.get(key)
  if (stored) return sendStored(req, res, stored, true)
  const entry = await options.store.load(key, () => render(options, req, url))
  if (entry) sendStored(req, res, entry, false)
}

/**
 * The site's front door: refuses what the framework would answer with a 500, answers repeated
 * views from memory, compressed once, with an ETag and a CDN-friendly Cache-Control, and adds the
 * security headers to every response.
 */
export function createEdgeHandler(options: EdgeOptions): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    handle(options, req, res).catch((error: unknown) => {
      if (res.headersSent) return res.destroy()
      if (error instanceof UpstreamTimeout) return sendOwn(req, res, 504, '表示に時間がかかりすぎました。しばらくしてから再読み込みしてください。')
      sendOwn(req, res, 502, '一時的に表示できません。しばらくしてから再読み込みしてください。')
    })
  }
}
