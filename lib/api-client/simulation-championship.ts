import { queryOptions } from '@tanstack/react-query'
import { championshipChunkSchema, championshipHistorySchema, type ChampionshipChunk, type ChampionshipHistory } from '@/lib/schemas/simulation-championship'
import { apiGet } from './client'
import type { FetchOptions } from './endpoints'

export const CHAMPIONSHIP_PATH = '/api/simulation/championship'
export const CHAMPIONSHIP_HISTORY_PATH = '/api/simulation/championship/history'

/** One chunk of a run: the season, the date, the run's size and seed, and which chunk. */
export type ChunkParams = { season: number; asOf: string; n: number; seed: number; chunk: number }

/** Chunk k of a run through the retrying client, checked by the API's own schema. */
export function fetchChampionshipChunk(params: ChunkParams, options: FetchOptions = {}): Promise<ChampionshipChunk> {
  return apiGet(CHAMPIONSHIP_PATH, { ...params }, championshipChunkSchema, options)
}

/** Kept for the page's life: a chunk is fixed by its parameters until the database is rebuilt. Keyed beside queryKeys' ('api', …). */
export const championshipChunkQuery = (params: ChunkParams) =>
  queryOptions({
    queryKey: ['api', 'simulation-championship', params.season, params.asOf, params.n, params.seed, params.chunk] as const,
    queryFn: ({ signal }) => fetchChampionshipChunk(params, { signal }),
    staleTime: Infinity,
  })

/** The odds' history of a season for a seed. */
export function fetchChampionshipHistory(season: number, seed: number, options: FetchOptions = {}): Promise<ChampionshipHistory> {
  return apiGet(CHAMPIONSHIP_HISTORY_PATH, { season, seed }, championshipHistorySchema, options)
}

export const championshipHistoryQuery = (season: number, seed: number) =>
  queryOptions({
    queryKey: ['api', 'simulation-championship-history', season, seed] as const,
    queryFn: ({ signal }) => fetchChampionshipHistory(season, seed, { signal }),
    staleTime: Infinity,
  })
