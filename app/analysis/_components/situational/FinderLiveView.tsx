'use client'

import { keepPreviousData, QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { RefreshFailed, Refreshing } from '@/components/ui/Refreshing'
import { playFinderQuery } from '@/lib/api-client/play-finder'
import { createQueryClient } from '@/lib/api-client/query-client'
import type { PlaySide } from '@/lib/domain/analysis/play-filter-fields'
import { FinderResults } from './FinderResults'
import { finderApiQuery, parseSituationalSearch } from './situational-query'

type Props = { side: PlaySide; season: number; path: string; search: string; fallback: ReactNode }

/** One client for the page's life: filter sets already fetched come back at once (Back, a chip removed and put back). */
let client: QueryClient | null = null

function settle(search: string) {
  const raw: Record<string, string> = {}
  for (const [name, value] of new URLSearchParams(search)) raw[name] ??= value
  return parseSituationalSearch(raw)
}

function LiveResults({ side, season, path, search, fallback }: Props) {
  const query = settle(search)
  const api = finderApiQuery(side, season, query.league, query.finder)
  const { data, isError, isPlaceholderData } = useQuery({ ...playFinderQuery(api), placeholderData: keepPreviousData })
  if (!data) {
    if (!isError) return <Refreshing status="表を更新しています">{fallback}</Refreshing>
    return (
      <>
        <RefreshFailed what="検索結果を更新できませんでした。" search={search} />
        {fallback}
      </>
    )
  }
  // Results kept on screen while the next load carry their own filter and page (FinderResults reads them from the DTO).
  const results = <FinderResults data={data.data} path={path} query={query} />
  return isPlaceholderData ? <Refreshing status="表を更新しています">{results}</Refreshing> : results
}

/** The finder's results refined in the browser: the URL settled as the server settles it, fetched through the retrying client. */
export function FinderLiveView(props: Props) {
  client ??= createQueryClient()
  return (
    <QueryClientProvider client={client}>
      <LiveResults {...props} />
    </QueryClientProvider>
  )
}
