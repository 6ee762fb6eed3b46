import type { IncomingHttpHeaders } from 'node:http'

/**
 * Headers Next varies its answer on (a document, a client navigation's RSC payload, a prefetch):
 * part of the key, so each variant is stored apart.
 */
const VARIANT_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-router-state-tree', 'next-url'] as const

/**
 * Answers that must be live on every request: the health check reads the database now, and the
 * score stream is paced over minutes, so it must flow through rather than be buffered and stored.
 */
const LIVE_PATHS = [/^\/api\/health(\/|\?|$)/, /^\/api\/simulation\/score-streaming(\?|$)/]

/**
 * What a CDN may do with a page or API answer. The data only changes when the database is rebuilt,
 * which is a new release; a shared cache keeps an answer ten minutes and may serve it stale for a
 * day while it refetches, and the ETag makes each refetch a 304 when nothing changed.
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=600, stale-while-revalidate=86400'
export const NO_STORE = 'no-store'

/** The store key of a GET or HEAD request, or null when its answer must not be stored. */
export function cacheKey(url: string, headers: IncomingHttpHeaders): string | null {
  if (LIVE_PATHS.some((pattern) => pattern.test(url))) return null
  const variant = VARIANT_HEADERS.map((name) => {
    const value = headers[name]
    return Array.isArray(value) ? value.join(',') : (value ?? '')
  })
  return [url, ...variant].join('\n')
}

/** Whether an upstream answer may be stored and shared: a whole 200 that sets no cookie. */
export function storable(status: number, headers: IncomingHttpHeaders): boolean {
  return status === 200 && headers['set-cookie'] === undefined && !String(headers['content-type'] ?? '').startsWith('text/event-stream')
}

/**
 * The Cache-Control sent with a stored answer: the framework's own for build files (immutable,
 * named by content hash), the shared policy for everything else.
 */
export function cacheControlFor(url: string, upstream: string | undefined): string {
  if (url.startsWith('/_next/static/') && upstream) return upstream
  return SHARED_CACHE_CONTROL
}

/** Weak comparison of If-None-Match with the stored ETag (RFC 9110 §13.1.2); `*` matches any stored answer. */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag))
}
