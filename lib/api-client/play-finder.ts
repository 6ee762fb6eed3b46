import { queryOptions } from '@tanstack/react-query'
import { playFinderSchema, type PlayFinder } from '@/lib/schemas/play-finder'
import { apiGet } from './client'
import type { FetchOptions } from './endpoints'

/** The play finder's answer for an API query string (GET /api/analysis/plays), validated by its schema. */
export function fetchPlayFinder(query: string, options: FetchOptions = {}): Promise<PlayFinder> {
  return apiGet(`/api/analysis/plays?${query}`, {}, playFinderSchema, options)
}

/** A fetched answer with the query it answers, so results kept on screen while the next load keep their own links. */
export type FetchedPlays = { query: string; data: PlayFinder }

/** Kept for the page's life: an answer changes only when the database is rebuilt. Keyed beside queryKeys' ('api', …) so `queryKeys.all` clears it too. */
export const playFinderQuery = (query: string) =>
  queryOptions({
    queryKey: ['api', 'play-finder', query] as const,
    queryFn: async ({ signal }): Promise<FetchedPlays> => ({ query, data: await fetchPlayFinder(query, { signal }) }),
    staleTime: Infinity,
  })
