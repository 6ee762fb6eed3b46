'use client'

import { useSearchParams } from 'next/navigation'
import { lazy, Suspense, type ReactNode } from 'react'
import type { PlaySide } from '@/lib/domain/analysis/play-filter-fields'
import { Refreshing } from '@/components/ui/Refreshing'
import { finderSearchKey } from './finder-search-key'

// Loaded on the first change of filter only: react-query, zod and the results' code stay out of the first load.
const FinderLiveView = lazy(() => import('./FinderLiveView').then((module) => ({ default: module.FinderLiveView })))

type Props = {
  side: PlaySide
  season: number
  path: string
  /** finderSearchKey of the query the server drew `children` for. */
  serverKey: string
  children: ReactNode
}

/**
 * The server's results while the URL's finder part is the one they were drawn for; once the form
 * has changed the URL (a history entry, no page load), the same results drawn in the browser from
 * GET /api/analysis/plays, the server's kept on screen, dimmed, until they arrive.
 */
export function FinderRefiner({ side, season, path, serverKey, children }: Props) {
  const search = useSearchParams().toString()
  if (finderSearchKey(search) === serverKey) return children
  return (
    <Suspense fallback={<Refreshing status="表を更新しています">{children}</Refreshing>}>
      <FinderLiveView side={side} season={season} path={path} search={search} fallback={children} />
    </Suspense>
  )
}
