import 'server-only'
import type { CachedBody } from './json-response'

const LIMIT = 500

/**
 * Serialised API bodies by normalised query. The database a server reads is fixed for its
 * lifetime (it is swapped only by a rebuild and restart), so a body once built stays right; the
 * oldest entries go first when the memo is full.
 */
export function responseMemo(limit = LIMIT) {
  const entries = new Map<string, CachedBody>()
  return (key: string, build: () => CachedBody | null): CachedBody | null => {
    const known = entries.get(key)
    if (known) return known
    const made = build()
    if (!made) return null
    if (entries.size >= limit) {
      const oldest = entries.keys().next().value
      if (oldest !== undefined) entries.delete(oldest)
    }
    entries.set(key, made)
    return made
  }
}

/** A key for the memo: the parsed parameters in a fixed order, so `?a=1&b=2` and `?b=2&a=1` share one entry. */
export function memoKey(values: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(Object.keys(values).sort().map((key) => [key, values[key]]))
}
