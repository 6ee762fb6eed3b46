import { queryOptions } from '@tanstack/react-query'
import type { StatSide } from '@/lib/schemas/stat-lines'
import { statsExplorerSchema, type StatsExplorer } from '@/lib/schemas/stats-explorer'
import { apiGet } from './client'
import type { FetchOptions } from './endpoints'

/** The stat explorer's view for a page query string (already settled by explorerViewFrom, so always valid), validated by the page's schema. */
export function fetchStatsExplorer(side: StatSide, query: string, options: FetchOptions = {}): Promise<StatsExplorer> {
  return apiGet(query ? `/api/stats/${side}?${query}` : `/api/stats/${side}`, {}, statsExplorerSchema, options)
}

/** A fetched view with the query it answers, so a view kept on screen while the next loads is drawn with its own links. */
export type FetchedExplorer = { query: string; data: StatsExplorer }

/** Kept for the page's life: a view changes only when the database is rebuilt. Key beside queryKeys' ('api', …) so `queryKeys.all` clears it too. */
export const statsExplorerQuery = (side: StatSide, query: string) =>
  queryOptions({
    queryKey: ['api', 'stats-explorer', side, query] as const,
    queryFn: async ({ signal }): Promise<FetchedExplorer> => ({ query, data: await fetchStatsExplorer(side, query, { signal }) }),
    staleTime: Infinity,
  })
