import { queryOptions } from '@tanstack/react-query'
import { streamParams, type StreamQuery } from '@/lib/domain/simulation/streaming/stream-query'
import { streamedGameSchema, type StreamedGame } from '@/lib/schemas/simulation-score-streaming'
import { apiGet } from './client'
import type { FetchOptions } from './endpoints'

export const STREAMED_GAME_PATH = '/api/simulation/score-streaming/game'

/** The game's parameters spelt out whole (the speed aside: it paces a stream, not the game). */
const gamePairs = (query: StreamQuery) => streamParams(query, query.season, true).filter(([key]) => key !== 'speed')

/** The whole game (every moment and the final line) through the retrying client, checked by the API's schema. */
export function fetchStreamedGame(query: StreamQuery, options: FetchOptions = {}): Promise<StreamedGame> {
  return apiGet(STREAMED_GAME_PATH, Object.fromEntries(gamePairs(query)), streamedGameSchema, options)
}

/** Kept for the page's life: a seed's game never changes. Keyed beside queryKeys' ('api', …) so `queryKeys.all` clears it too. */
export const streamedGameQuery = (query: StreamQuery) =>
  queryOptions({
    queryKey: ['api', 'score-streaming', ...gamePairs(query).flat()] as const,
    queryFn: ({ signal }) => fetchStreamedGame(query, { signal }),
    staleTime: Infinity,
  })
