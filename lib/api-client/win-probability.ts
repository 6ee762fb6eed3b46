import { queryOptions } from '@tanstack/react-query'
import type { CalculatorState } from '@/lib/domain/game-stats/win-model-state'
import { winProbabilitySchema, type WinProbability } from '@/lib/schemas/win-model'
import { apiGet } from './client'
import type { FetchOptions } from './endpoints'

export const WIN_PROBABILITY_PATH = '/api/game-stats/win-probability'

/** The calculator's answer for a season and state, through the retrying client, checked by the API's own schema. */
export function fetchWinProbability(season: number, state: CalculatorState, options: FetchOptions = {}): Promise<WinProbability> {
  return apiGet(WIN_PROBABILITY_PATH, { season, ...state }, winProbabilitySchema, options)
}

/** Kept for the page's life: an answer changes only when the database is rebuilt. Keyed beside queryKeys' ('api', …) so `queryKeys.all` clears it too. */
export const winProbabilityQuery = (season: number, state: CalculatorState) =>
  queryOptions({
    queryKey: ['api', 'win-probability', season, state.inning, state.half, state.outs, state.bases, state.diff] as const,
    queryFn: ({ signal }) => fetchWinProbability(season, state, { signal }),
    staleTime: Infinity,
  })
