'use client'

import { keepPreviousData, QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { statsExplorerQuery } from '@/lib/api-client/stats-explorer'
import { createQueryClient } from '@/lib/api-client/query-client'
import { parseSplitFilter } from '@/lib/domain/splits/split-filter'
import { explorerViewFrom } from '@/lib/domain/stats/explorer-view'
import type { StatSide } from '@/lib/schemas/stat-lines'
import { explorerSearchSchema } from '@/lib/schemas/stats-explorer'
import { explorerApiQuery } from './explorer-href'
import { RefreshFailed, Refreshing } from '@/components/ui/Refreshing'
import { ExplorerResults } from './ExplorerResults'

type Props = { side: StatSide; seasons: readonly number[]; search: string; fallback: ReactNode }

/** One client for the page's life: views already fetched come back at once (Back, a column toggled off and on). */
let client: QueryClient | null = null

/** A query string settled as the server settles it: the first of repeated params, bad values dropped. */
function settle(side: StatSide, search: string, seasons: readonly number[]) {
  const raw: Record<string, string> = {}
  for (const [name, value] of new URLSearchParams(search)) raw[name] ??= value
  return explorerViewFrom(side, explorerSearchSchema.parse(raw), parseSplitFilter(raw), seasons)
}

function LiveResults({ side, seasons, search, fallback }: Props) {
  const { view, fellBack } = settle(side, search, seasons)
  const query = explorerApiQuery(view)
  const { data, isError, isPlaceholderData } = useQuery({ ...statsExplorerQuery(side, query), placeholderData: keepPreviousData })
  if (!data) {
    if (!isError) return <Refreshing status="表を更新しています">{fallback}</Refreshing>
    return (
      <>
        <RefreshFailed what="表を更新できませんでした。" search={search} />
        {fallback}
      </>
    )
  }
  // A view kept on screen while the next loads is drawn with its own query, so its links stay its own.
  const shown = data.query === query ? view : settle(side, data.query, seasons).view
  const results = <ExplorerResults data={data.data} view={shown} latest={seasons[0] ?? view.to} fellBack={data.query === query && fellBack} />
  return isPlaceholderData ? <Refreshing status="表を更新しています">{results}</Refreshing> : results
}

/** The explorer's results refined in the browser: the page's query settled, fetched through the retrying client, drawn as the server draws them. */
export function ExplorerLiveView(props: Props) {
  client ??= createQueryClient()
  return (
    <QueryClientProvider client={client}>
      <LiveResults {...props} />
    </QueryClientProvider>
  )
}
