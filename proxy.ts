import { NextResponse, type NextRequest } from 'next/server'
import { readsDatabase } from '@/lib/data-pages'
import { databaseFileProblem } from '@/lib/data/database-file'
import { dataUnavailablePage } from '@/lib/data/http/data-unavailable'
import { missingGame } from '@/lib/data/http/game-route'
import { MISSING_SEASON_HEADER, missingPlayerPage } from '@/lib/data/http/player-route'
import { missingTeamSeason } from '@/lib/data/http/team-season-route'
import { forwardedHeaders } from '@/lib/proxy/forwarded-headers'
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
  if (tidy) return NextResponse.redirect(tidy, 308)
  const headers = forwardedHeaders(request.headers, [MISSING_SEASON_HEADER]) ?? undefined
  const notFound = (extra?: Headers) => NextResponse.rewrite(new URL(NOT_FOUND_REWRITE, request.url), { request: { headers: extra ?? headers } })
  const match = matchRoute(pathname, ROUTE_TABLE)
  if (match === 'invalid-params') return notFound()
  if (match === 'valid' && readsDatabase(pathname) && databaseFileProblem()) return dataUnavailablePage()
  const missing = match === 'valid' ? missingPlayerPage(pathname) : null
  if (missing === 'player' || (match === 'valid' && (missingGame(pathname) || missingTeamSeason(pathname)))) return notFound()
  if (missing === 'season') {
    // The not-found page lists the seasons he has, told the path here.
    const told = new Headers(headers ?? request.headers)
    told.set(MISSING_SEASON_HEADER, pathname)
    return notFound(told)
  }
  return headers ? NextResponse.next({ request: { headers } }) : NextResponse.next()
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

export const config = {
  matcher: ['/((?!api|_next/static|_next/image|icon.svg|og-image.png|robots.txt|sitemap.xml).*)'],
}
