import { queryOptions } from '@tanstack/react-query'
import { agingCurvesSchema, playerGrowthSchema, type AgingCurves, type GrowthRole, type PlayerGrowth } from '@/lib/schemas/simulation-growth-curve'
import { apiGet } from './client'
import type { FetchOptions } from './endpoints'

export const GROWTH_CURVE_API_PATH = '/api/simulation/growth-curve'
export const AGING_CURVES_API_PATH = '/api/simulation/growth-curve/aging'

/** The league's aging curves for a side, through the retrying client, checked by the API's own schema. */
export function fetchAgingCurves(role: GrowthRole, options: FetchOptions = {}): Promise<AgingCurves> {
  return apiGet(AGING_CURVES_API_PATH, { role }, agingCurvesSchema, options)
}

/** A player's growth view (seasons, projection, paths) for a side, likewise. */
export function fetchPlayerGrowth(player: string, role: GrowthRole, options: FetchOptions = {}): Promise<PlayerGrowth> {
  return apiGet(GROWTH_CURVE_API_PATH, { player, role }, playerGrowthSchema, options)
}

/** Kept for the page's life: curves change only when the database is rebuilt. Keyed beside queryKeys' ('api', …). */
export const agingCurvesQuery = (role: GrowthRole) =>
  queryOptions({ queryKey: ['api', 'simulation', 'growth-curve', 'aging', role] as const, queryFn: ({ signal }) => fetchAgingCurves(role, { signal }), staleTime: Infinity })

export const playerGrowthQuery = (player: string, role: GrowthRole) =>
  queryOptions({ queryKey: ['api', 'simulation', 'growth-curve', 'player', player, role] as const, queryFn: ({ signal }) => fetchPlayerGrowth(player, role, { signal }), staleTime: Infinity })
