import { NextResponse, type NextRequest } from 'next/server'
import { readsDatabase } from '@/lib/data-pages'
import { databaseFileProblem } from '@/lib/data/database-file'
import { dataUnavailablePage } from '@/lib/data/http/data-unavailable'
import { MISSING_SEASON_HEADER, missingPlayerPage } from '@/lib/data/http/player-route'
import { matchRoute } from '@/lib/route-match'
import { ROUTE_TABLE } from '@/lib/route-table'

/** A path no page owns: rewriting to it renders app/not-found.tsx with a real 404 status. */
export const NOT_FOUND_REWRITE = '/_not-found-route'

/**
 * Rejects bad route parameters (unknown season, team, title, …) before rendering starts. Pages
 * validate the same schemas, but once a page streams its loading state the status is fixed at
 * 200; checking here keeps not-found answers an honest HTTP 404 for visitors and crawlers. For
 * the same reason a page that reads the database answers 503 here while the file is missing or
 * unreadable (the check is a stat and a 16-byte read, made afresh on every request).
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const tidy = withoutEmptyParams(new URL(request.url))
  // A relative Location: NextURL would name the host 'localhost' for a visitor of 127.0.0.1.
  if (tidy) return new NextResponse(null, { status: 308, headers: { location: `${tidy.pathname}${tidy.search}` } })
  const match = matchRoute(pathname, ROUTE_TABLE)
  if (match === 'invalid-params') {
    return NextResponse.rewrite(new URL(NOT_FOUND_REWRITE, request.url))
  }
  if (match === 'valid' && readsDatabase(pathname) && databaseFileProblem()) return dataUnavailablePage()
  const missing = match === 'valid' ? missingPlayerPage(pathname) : null
  if (missing === 'season') return notFoundListingSeasons(request, pathname)
  if (missing === 'player') return NextResponse.rewrite(new URL(NOT_FOUND_REWRITE, request.url))
  // Only the proxy says which season is missing; and see withoutHeaders for the router's requests.
  const drop = [MISSING_SEASON_HEADER, ...(request.headers.has(RSC_HEADER) ? ['user-agent'] : [])].filter((name) => request.headers.has(name))
  return drop.length > 0 ? withoutHeaders(request, drop) : NextResponse.next()
}

/**
 * A search form sends every field, filled or not (?school=&pref=13): the same page without the
 * empty ones, so a shared or bookmarked search has one short address. Null when none is empty.
 */
function withoutEmptyParams(url: URL): URL | null {
  const empty = [...url.searchParams].filter(([, value]) => value === '').map(([key]) => key)
  if (empty.length === 0) return null
  for (const key of empty) url.searchParams.delete(key, '')
  return url
}

/** A known player's season he has no page for: the not-found page, told the path so it lists his seasons. */
function notFoundListingSeasons(request: NextRequest, pathname: string) {
  const headers = new Headers(request.headers)
  headers.set(MISSING_SEASON_HEADER, pathname)
  return NextResponse.rewrite(new URL(NOT_FOUND_REWRITE, request.url), { request: { headers } })
}

/** The header the App Router puts on its own navigation and prefetch requests. */
const RSC_HEADER = 'rsc'

/**
 * Blocking metadata for every user agent (next.config) skips the prerendered shell; only the HTML
 * document needs it. Without a user agent the router's RSC requests keep the cached shell and
 * segment prefetches (a standings tree: 411 bytes from the cache, not a 117 kB render).
 */
function withoutHeaders(request: NextRequest, names: readonly string[]) {
  const headers = new Headers(request.headers)
  for (const name of names) headers.delete(name)
  return NextResponse.next({ request: { headers } })
}

export const config = {
  matcher: ['/((?!api|_next/static|_next/image|favicon.ico|icon.svg|og-image.png|robots.txt|sitemap.xml).*)'],
}
