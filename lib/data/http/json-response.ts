import 'server-only'
import { createHash } from 'node:crypto'

/**
 * The data changes only when the database is rebuilt (and the server restarted), so responses
 * may be reused for a few minutes and revalidated by ETag after that.
 */
export const DATA_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400'

export type CachedBody = { json: string; etag: string }

export function cachedBody(body: unknown): CachedBody {
  const json = JSON.stringify(body)
  return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` }
}

/** 200 with the body, or 304 when the client already holds this version. */
export function jsonResponse(request: Request, body: CachedBody, cacheControl = DATA_CACHE_CONTROL): Response {
  const headers = { 'Cache-Control': cacheControl, ETag: body.etag, 'Content-Type': 'application/json; charset=utf-8' }
  const held = request.headers.get('if-none-match')
  if (held && held.split(',').some((tag) => tag.trim() === body.etag)) return new Response(null, { status: 304, headers })
  return new Response(body.json, { status: 200, headers })
}
