/** The header the App Router puts on its own navigation and prefetch requests. */
const RSC_HEADER = 'rsc'

/** The router's tree, sent with its requests: Next answers 500 to one it cannot parse. */
const STATE_HEADER = 'next-router-state-tree'

function isRouterState(value: string | null): boolean {
  if (value === null) return true
  try {
    return Array.isArray(JSON.parse(decodeURIComponent(value)))
  } catch {
    return false
  }
}

/**
 * The request headers the page should see, or null when they are the visitor's own:
 * - `internal` headers only the proxy may set are dropped from visitors' requests;
 * - a router tree that is not the router's JSON goes (Next would answer 500 to it);
 * - the router's RSC requests lose the user agent: blocking metadata for every user agent
 *   (next.config) skips the prerendered shell, which only the HTML document needs; without one
 *   they keep the cached shell and segment prefetches (a standings tree: 411 bytes from the
 *   cache, not a 117 kB render).
 */
export function forwardedHeaders(headers: Headers, internal: readonly string[]): Headers | null {
  const drop = [...internal, ...(headers.has(RSC_HEADER) ? ['user-agent'] : []), ...(isRouterState(headers.get(STATE_HEADER)) ? [] : [STATE_HEADER])]
    .filter((name) => headers.has(name))
  if (drop.length === 0) return null
  const kept = new Headers(headers)
  for (const name of drop) kept.delete(name)
  return kept
}
