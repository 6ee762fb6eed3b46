import { resolveRedirect } from '@/lib/redirects'
import { ROUTE_TABLE, type RouteEntry } from '@/lib/route-table'

/**
 * Pages whose family has not landed yet: they render the shared placeholder, so menus, footer,
 * sitemap and home mark their links 「近日公開」 instead of sending a visitor there. A family's
 * issue removes its patterns here when its pages arrive (route-status.test.ts checks the list
 * against the page files both ways).
 */
export const UPCOMING_PATTERNS: ReadonlySet<string> = new Set([
  '/simulation/championship', '/simulation/growth-curve', '/simulation/matchup', '/simulation/score-streaming',
])

const segments = (path: string) => path.split('/').filter(Boolean)

/** The route-table entry a path takes (static segments before dynamic ones, as the App Router does). */
export function routeEntryOf(path: string, table: readonly RouteEntry[] = ROUTE_TABLE): RouteEntry | null {
  const parts = segments(path)
  const fits = table.filter((entry) => {
    const pattern = segments(entry.pattern)
    return pattern.length === parts.length && pattern.every((part, index) => part.startsWith(':') || part === parts[index])
  })
  const literals = (entry: RouteEntry) => segments(entry.pattern).filter((part) => !part.startsWith(':')).length
  return fits.sort((a, b) => literals(b) - literals(a))[0] ?? null
}

/** The page a link lands on: its path without query or fragment, after the site's redirects. */
export function landingPath(href: string): string {
  const path = href.split(/[?#]/)[0] ?? href
  return resolveRedirect(path) ?? path
}

/** Whether a link leads to a page not built yet. */
export function isUpcoming(href: string): boolean {
  const entry = routeEntryOf(landingPath(href))
  return entry !== null && UPCOMING_PATTERNS.has(entry.pattern)
}
