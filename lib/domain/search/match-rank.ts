/** How well a name answers a query, best first: the whole name, its beginning, anywhere in it. */
export const MATCH_RANKS = { exact: 0, prefix: 1, partial: 2 } as const
export type MatchRank = (typeof MATCH_RANKS)[keyof typeof MATCH_RANKS]

/**
 * The best rank any of a thing's keys (searchKey forms of its names) earns for the query key, or
 * null when none contains it. An empty query matches nothing.
 *
 * @example matchRank(['ひろしま', '広島東洋かーぷ'], 'ひろしま') // 0, exact
 * @example matchRank(['広島東洋かーぷ'], 'かーぷ') // 2, partial
 */
export function matchRank(keys: readonly string[], queryKey: string): MatchRank | null {
  if (queryKey === '') return null
  if (keys.includes(queryKey)) return MATCH_RANKS.exact
  if (keys.some((key) => key.startsWith(queryKey))) return MATCH_RANKS.prefix
  if (keys.some((key) => key.includes(queryKey))) return MATCH_RANKS.partial
  return null
}
