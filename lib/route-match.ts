import type { RouteEntry } from '@/lib/route-table'

export type RouteMatch = 'valid' | 'invalid-params' | 'unrouted'

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0)
}

/**
 * Classifies a pathname the way the App Router would route it: static segments win over
 * dynamic ones, so a path is `invalid-params` only when every route of its shape rejects it.
 */
export function matchRoute(pathname: string, table: readonly RouteEntry[]): RouteMatch {
  const segments = splitPath(pathname)
  let shapeMatched = false
  for (const entry of table) {
    const pattern = splitPath(entry.pattern)
    if (pattern.length !== segments.length) continue
    const values: Record<string, string> = {}
    const literalsMatch = pattern.every((part, index) => {
      const segment = segments[index] ?? ''
      if (part.startsWith(':')) {
        values[part.slice(1)] = safeDecode(segment)
        return true
      }
      return part === segment
    })
    if (!literalsMatch) continue
    shapeMatched = true
    const schemas = Object.entries(entry.params ?? {})
    if (schemas.every(([name, schema]) => schema.safeParse(values[name]).success)) return 'valid'
  }
  return shapeMatched ? 'invalid-params' : 'unrouted'
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
