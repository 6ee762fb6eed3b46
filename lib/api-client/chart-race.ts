import { queryOptions } from '@tanstack/react-query'
import type { RaceSide, RaceStat } from '@/lib/domain/analysis/race-stats'
import type { LeagueScope } from '@/lib/domain/game-stats/league-scope'
import { chartRaceSchema, type ChartRace } from '@/lib/schemas/chart-race'
import { apiGet } from './client'
import type { FetchOptions } from './endpoints'

export type ChartRaceView = { side: RaceSide; season: number; stat: RaceStat; league: LeagueScope }

export const chartRacePath = (side: RaceSide) => `/api/analysis/chart-race/${side}`

/** A stat's race through a season, through the retrying client, checked by the API's own schema. */
export function fetchChartRace({ side, season, stat, league }: ChartRaceView, options: FetchOptions = {}): Promise<ChartRace> {
  return apiGet(chartRacePath(side), { season, stat, league }, chartRaceSchema, options)
}

/** Kept for the page's life: a race changes only when the database is rebuilt. Keyed beside queryKeys' ('api', …) so `queryKeys.all` clears it too. */
export const chartRaceQuery = (view: ChartRaceView) =>
  queryOptions({
    queryKey: ['api', 'chart-race', view.side, view.season, view.stat, view.league] as const,
    queryFn: ({ signal }) => fetchChartRace(view, { signal }),
    staleTime: Infinity,
  })
