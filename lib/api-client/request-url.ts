/** Query values as callers hold them; undefined and null leave the parameter out. */
export type ApiQuery = Readonly<Record<string, string | number | boolean | null | undefined>>

/** The cache-busting parameter (spec point 7); the API ignores parameters it does not name. */
export const TIMESTAMP_PARAM = '_t'

/**
 * base + path + query. A GET passes the time of the attempt so no browser or proxy cache can
 * answer for the server; other methods pass null.
 */
export function buildRequestUrl(base: string, path: string, query: ApiQuery, timestamp: number | null): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(name, String(value))
  }
  if (timestamp !== null) params.set(TIMESTAMP_PARAM, String(timestamp))
  const search = params.toString()
  if (search === '') return base + path
  return `${base}${path}${path.includes('?') ? '&' : '?'}${search}`
}
