import { PLAY_FILTER_KEYS } from '@/lib/domain/analysis/play-filter-fields'

/** The URL parameters the finder's results depend on (the family only picks the table above them). */
const FINDER_KEYS: ReadonlySet<string> = new Set([...PLAY_FILTER_KEYS, 'seasons', 'page', 'league'])

/**
 * The finder's part of a raw query string (or a page's search params), first value of each
 * parameter, sorted: two URLs with the same key show the same results, whatever else differs.
 * Free of the schemas, so the client's refiner runs it on every render without loading zod.
 *
 * @example finderSearchKey('family=count&outs=2&bases=7') // 'bases=7&outs=2'
 */
export function finderSearchKey(search: string | Record<string, string | string[] | undefined>): string {
  const pairs = new Map<string, string>()
  const entries = typeof search === 'string' ? [...new URLSearchParams(search)] : Object.entries(search).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value] as const)
  for (const [key, value] of entries) if (FINDER_KEYS.has(key) && typeof value === 'string' && !pairs.has(key)) pairs.set(key, value)
  return [...pairs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')
}
