import { splitFilterQuery, type SplitFilter } from '@/lib/domain/splits/split-filter'

/** A page's own query pairs, in the order they go in the URL; a null or undefined value is left out (a default). */
export type ExtraParams = readonly (readonly [name: string, value: string | number | null | undefined])[]

/**
 * A view's URL: the page's own params in the order given, then the splits in their fixed order
 * (splitFilterQuery), so one view has one spelling whichever control built the link.
 *
 * @example splitHref('/leaders/batting/atbat', { month: 8, hand: 'L' }, [['season', 2024], ['top', null]])
 * // '/leaders/batting/atbat?season=2024&hand=L&month=8'
 */
export function splitHref(path: string, filter: SplitFilter, extra: ExtraParams = []): string {
  const pairs: [string, string][] = [
    ...extra.flatMap(([name, value]): [string, string][] => (value === null || value === undefined ? [] : [[name, String(value)]])),
    ...splitFilterQuery(filter),
  ]
  const query = new URLSearchParams(pairs).toString()
  return query ? `${path}?${query}` : path
}

/** The filter with some splits cleared (a 「すべて」 pill, a new period). */
export function withoutSplits(filter: SplitFilter, keys: readonly (keyof SplitFilter)[]): SplitFilter {
  const next = { ...filter }
  for (const key of keys) delete next[key]
  return next
}

/** A URL back into its path and query pairs, for a GET form that must send the same params as the links. */
export function hrefParts(href: string): { path: string; pairs: [string, string][] } {
  const at = href.indexOf('?')
  if (at === -1) return { path: href, pairs: [] }
  return { path: href.slice(0, at), pairs: [...new URLSearchParams(href.slice(at + 1))] }
}
