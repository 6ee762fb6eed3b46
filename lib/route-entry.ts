import { ROUTE_TABLE, type RouteEntry } from '@/lib/route-table'

const segments = (path: string) => path.split('/').filter(Boolean)

/**
 * The route-table entry a path takes (static segments before dynamic ones, as the App Router does),
 * so the data-page and not-found checks judge a URL by the page it reaches.
 */
export function routeEntryOf(path: string, table: readonly RouteEntry[] = ROUTE_TABLE): RouteEntry | null {
  const parts = segments(path)
  const fits = table.filter((entry) => {
    const pattern = segments(entry.pattern)
    return pattern.length === parts.length && pattern.every((part, index) => part.startsWith(':') || part === parts[index])
  })
  const literals = (entry: RouteEntry) => segments(entry.pattern).filter((part) => !part.startsWith(':')).length
  return fits.sort((a, b) => literals(b) - literals(a))[0] ?? null
}
