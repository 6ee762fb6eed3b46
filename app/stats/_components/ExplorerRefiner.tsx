'use client'

import { useSearchParams } from 'next/navigation'
import { lazy, Suspense, type ReactNode } from 'react'
import { sortedSearch } from '@/lib/domain/stats/explorer-query'
import type { StatSide } from '@/lib/schemas/stat-lines'
import { Refreshing } from '@/components/ui/Refreshing'

// Loaded on the first refinement only: react-query, zod and the table's code stay out of the first load.
const ExplorerLiveView = lazy(() => import('./ExplorerLiveView').then((module) => ({ default: module.ExplorerLiveView })))

type Props = {
  side: StatSide
  seasons: readonly number[]
  /** The query the server drew `children` for (sortedSearch). */
  serverSearch: string
  /** The server's view of that query. */
  children: ReactNode
}

/**
 * The server's table while the URL is the one it was drawn for; once a control has changed the
 * URL (a history entry, no page load), the same results drawn in the browser from
 * GET /api/stats/{side}, the server's view kept on screen, dimmed, until they arrive.
 */
export function ExplorerRefiner({ side, seasons, serverSearch, children }: Props) {
  const search = useSearchParams().toString()
  if (sortedSearch(search) === serverSearch) return children
  return (
    <Suspense fallback={<Refreshing status="表を更新しています">{children}</Refreshing>}>
      <ExplorerLiveView side={side} seasons={seasons} search={search} fallback={children} />
    </Suspense>
  )
}
