'use client'

import { QueryClientProvider, useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { RefreshFailed, Refreshing } from '@/components/ui/Refreshing'
import { createQueryClient } from '@/lib/api-client/query-client'
import { championshipChunkQuery } from '@/lib/api-client/simulation-championship'
import { chunkCount } from '@/lib/domain/simulation/championship/chunks'
import type { ChampionshipChunk } from '@/lib/schemas/simulation-championship'
import type { RunParams } from './championship-params'
import { ChampionshipResults } from './ChampionshipResults'
import { sumChunks } from './sum-chunks'

type Props = {
  season: number
  run: RunParams
  /** The server's chunk 0 when it is this run's. */
  initial: ChampionshipChunk | null
  /** The address's query, for the reload link after a failure. */
  search: string
  fallback: ReactNode
}

/** One client for the page's life: a run asked for before answers again at once (its chunks are kept). */
let client: QueryClient | null = null

function Run({ season, run, initial, search, fallback }: Props) {
  const queryClient = useQueryClient()
  const total = chunkCount(run.n)
  const queries = Array.from({ length: total }, (_, chunk) => championshipChunkQuery({ season, ...run, chunk }))
  // One chunk at a time, in order: the next is asked for once the one before has arrived, so a
  // 200,000-season run keeps one request on the server at a time and the bar moves chunk by chunk.
  const results = useQueries({
    queries: queries.map((query, chunk) => {
      const previous = queries[chunk - 1]
      return {
        ...query,
        ...(chunk === 0 && initial ? { initialData: initial } : {}),
        // The server's chunk 0 is in hand from the first render (no fetch to wait for, so no re-render to wait on).
        enabled: previous === undefined || (chunk === 1 && initial !== null) || queryClient.getQueryData(previous.queryKey) !== undefined,
      }
    }),
  })
  let done = 0
  while (done < total && results[done]?.data !== undefined) done++
  const data = sumChunks(results.slice(0, done).flatMap((result) => (result.data ? [result.data] : [])))
  const failed = results.some((result) => result.isError)
  const failure = failed ? <RefreshFailed what="シミュレーションを計算できませんでした。" search={search} /> : null
  if (!data) {
    return failed ? (
      <>
        {failure}
        {fallback}
      </>
    ) : (
      <Refreshing status="シミュレーションを計算しています">{fallback}</Refreshing>
    )
  }
  return (
    <>
      {failure}
      <ChampionshipResults data={data} progress={{ done, total }} />
    </>
  )
}

/** A run computed through GET /api/simulation/championship, chunk by chunk, summed in order as the chunks arrive. */
export function LiveRun(props: Props) {
  client ??= createQueryClient()
  return (
    <QueryClientProvider client={client}>
      <Run {...props} />
    </QueryClientProvider>
  )
}
