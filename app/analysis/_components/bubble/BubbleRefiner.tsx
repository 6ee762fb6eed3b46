'use client'

import { lazy, Suspense, type ReactNode } from 'react'
import type { BubblePage } from './bubble-href'
import { Refreshing } from '@/components/ui/Refreshing'
import { useBubbleUrl } from './use-bubble-url'

// Loaded on the first change only: react-query and the schema stay out of the page's first load.
const BubbleLiveView = lazy(() => import('./BubbleLiveView').then((module) => ({ default: module.BubbleLiveView })))

type Props = {
  page: BubblePage
  /** Served seasons, newest first: a season the URL names outside them is the latest, as on the server. */
  seasons: readonly number[]
  /** The query the server drew `children` for (bubbleQuery). */
  serverSearch: string
  /** The server's chart and table. */
  children: ReactNode
}

/**
 * The server's chart and table while the URL is the one they were drawn for; once a picker has
 * changed the URL (a history entry, no page load), the same results drawn in the browser from
 * GET /api/analysis/bubble-chart/…, the server's kept on screen, dimmed, until they arrive.
 */
export function BubbleRefiner({ page, seasons, serverSearch, children }: Props) {
  const { search } = useBubbleUrl(page)
  if (search === serverSearch) return children
  return (
    <Suspense fallback={<Refreshing status="グラフと表を更新しています">{children}</Refreshing>}>
      <BubbleLiveView page={page} seasons={seasons} search={search} fallback={children} />
    </Suspense>
  )
}
