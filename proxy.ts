import { NextResponse, type NextRequest } from 'next/server'
import { readsDatabase } from '@/lib/data-pages'
import { databaseFileProblem } from '@/lib/data/database-file'
import { dataUnavailablePage } from '@/lib/data/http/data-unavailable'
import { missingPlayerPage } from '@/lib/data/http/player-route'
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
  const match = matchRoute(pathname, ROUTE_TABLE)
  if (match === 'invalid-params') {
    return NextResponse.rewrite(new URL(NOT_FOUND_REWRITE, request.url))
  }
  if (match === 'valid' && readsDatabase(pathname) && databaseFileProblem()) return dataUnavailablePage()
  if (match === 'valid' && missingPlayerPage(pathname)) return NextResponse.rewrite(new URL(NOT_FOUND_REWRITE, request.url))
  return request.headers.has(RSC_HEADER) ? withoutUserAgent(request) : NextResponse.next()
}

/** The header the App Router puts on its own navigation and prefetch requests. */
const RSC_HEADER = 'rsc'

/**
 * Blocking metadata for every user agent (next.config) skips the prerendered shell; only the HTML
 * document needs it. Without a user agent the router's RSC requests keep the cached shell and
 * segment prefetches (a standings tree: 411 bytes from the cache, not a 117 kB render).
 */
function withoutUserAgent(request: NextRequest) {
  const headers = new Headers(request.headers)
  headers.delete('user-agent')
  return NextResponse.next({ request: { headers } })
}

export const config = {
  matcher: ['/((?!api|_next/static|_next/image|favicon.ico|icon.svg|og-image.png|robots.txt|sitemap.xml).*)'],
}
