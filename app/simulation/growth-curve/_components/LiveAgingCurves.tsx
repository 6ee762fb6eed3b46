'use client'

import { keepPreviousData, QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query'
import { RefreshFailed, Refreshing } from '@/components/ui/Refreshing'
import { agingCurvesQuery } from '@/lib/api-client/simulation-growth-curve'
import { createQueryClient } from '@/lib/api-client/query-client'
import type { AgingCurves, GrowthRole } from '@/lib/schemas/simulation-growth-curve'
import { AgingCurvesBody } from './AgingCurvesBody'

type Props = { role: GrowthRole; fallback: AgingCurves; search: string }

/** One client for the page's life: a side already fetched comes back at once. */
let client: QueryClient | null = null

function Curves({ role, fallback, search }: Props) {
  const { data, isError, isPlaceholderData } = useQuery({ ...agingCurvesQuery(role), placeholderData: keepPreviousData })
  if (!data) {
    if (!isError) return <Refreshing status="曲線と表を更新しています"><AgingCurvesBody curves={fallback} /></Refreshing>
    return (
      <>
        <RefreshFailed what="曲線を更新できませんでした。" search={search} />
        <AgingCurvesBody curves={fallback} />
      </>
    )
  }
  const body = <AgingCurvesBody curves={data} />
  return isPlaceholderData ? <Refreshing status="曲線と表を更新しています">{body}</Refreshing> : body
}

/** The other side's curves, fetched in the browser through the retrying client and checked by the API's schema. */
export function LiveAgingCurves(props: Props) {
  client ??= createQueryClient()
  return (
    <QueryClientProvider client={client}>
      <Curves {...props} />
    </QueryClientProvider>
  )
}
