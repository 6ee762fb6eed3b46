'use client'

import { keepPreviousData, QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { bubbleChartQuery } from '@/lib/api-client/bubble-chart'
import { createQueryClient } from '@/lib/api-client/query-client'
import { settleBubbleView } from '@/lib/domain/analysis/bubble-view'
import { isLeagueScope } from '@/lib/domain/game-stats/league-scope'
import { bubbleChartRequest } from '@/lib/schemas/bubble-chart'
import type { BubblePage } from './bubble-href'
import { RefreshFailed, Refreshing } from '@/components/ui/Refreshing'
import { BubbleResults } from './BubbleResults'

type Props = { page: BubblePage; seasons: readonly number[]; search: string; fallback: ReactNode }

/** One client for the page's life: views already fetched come back at once (Back, a metric chosen again). */
let client: QueryClient | null = null

/** The URL's request, settled as the server settles it: an unserved season is the latest, an unknown league NPB. */
function requestOf(page: BubblePage, seasons: readonly number[], search: string) {
  const params = new URLSearchParams(search)
  const view = settleBubbleView(page.scope, page.side, (key) => params.get(key) || null)
  const asked = Number(params.get('season'))
  const league = params.get('league')
  const season = seasons.includes(asked) ? asked : (seasons[0] ?? asked)
  return { view, request: bubbleChartRequest({ ...page, season, league: isLeagueScope(league) ? league : 'npb', qual: view.qual, x: view.x, y: view.y, size: view.size }) }
}

function LiveResults({ page, seasons, search, fallback }: Props) {
  const { view, request } = requestOf(page, seasons, search)
  const { data, isError, isPlaceholderData } = useQuery({ ...bubbleChartQuery(request), placeholderData: keepPreviousData })
  if (!data) {
    if (!isError) return <Refreshing status="グラフと表を更新しています">{fallback}</Refreshing>
    return (
      <>
        <RefreshFailed what="グラフを更新できませんでした。" search={search} />
        {fallback}
      </>
    )
  }
  const results = <BubbleResults data={data} view={view} latest={seasons[0] ?? data.season} />
  return isPlaceholderData ? <Refreshing status="グラフと表を更新しています">{results}</Refreshing> : results
}

/** The chart and table refined in the browser: the URL's request fetched through the retrying client, drawn as the server draws them. */
export function BubbleLiveView(props: Props) {
  client ??= createQueryClient()
  return (
    <QueryClientProvider client={client}>
      <LiveResults {...props} />
    </QueryClientProvider>
  )
}
