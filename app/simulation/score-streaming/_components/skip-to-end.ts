import type { QueryClient } from '@tanstack/react-query'
import { createQueryClient } from '@/lib/api-client/query-client'
import { streamedGameQuery } from '@/lib/api-client/simulation-score-streaming'
import type { StreamQuery } from '@/lib/domain/simulation/streaming/stream-query'
import type { StreamedGame } from '@/lib/schemas/simulation-score-streaming'

/** One client for the page's life: skipping the same game twice asks once. */
let client: QueryClient | null = null

/** The whole game from GET /api/simulation/score-streaming/game, through the retrying client and react-query. Loaded on the first skip only. */
export function loadWholeGame(query: StreamQuery): Promise<StreamedGame> {
  client ??= createQueryClient()
  return client.fetchQuery(streamedGameQuery(query))
}
