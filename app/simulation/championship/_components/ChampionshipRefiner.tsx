'use client'

import { useSearchParams } from 'next/navigation'
import { lazy, Suspense, type ReactNode } from 'react'
import { Refreshing } from '@/components/ui/Refreshing'
import type { ChampionshipChunk } from '@/lib/schemas/simulation-championship'
import { needsMoreChunks, settleRunParams, type SeasonDays } from './championship-params'

// Loaded only when the browser has something to compute: react-query and the schema stay out of the first load.
const LiveRun = lazy(() => import('./LiveRun').then((module) => ({ default: module.LiveRun })))

type Props = {
  season: number
  days: SeasonDays
  /** The server's chunk 0 for the address the page was requested with. */
  initial: ChampionshipChunk
  /** The server's results for it. */
  children: ReactNode
}

/**
 * The server's results while the address is the run they were drawn for and one chunk is the
 * whole run. Otherwise (a run chosen in the form, or more than 20,000 seasons) the results are
 * computed through the API chunk by chunk, the server's kept on screen, dimmed, until the first arrives.
 */
export function ChampionshipRefiner({ season, days, initial, children }: Props) {
  const params = useSearchParams()
  const { run } = settleRunParams((key) => params.get(key), days)
  const served = run.asOf === initial.as_of && run.n === initial.n && run.seed === initial.seed
  if (served && !needsMoreChunks(run)) return children
  return (
    <Suspense fallback={<Refreshing status="シミュレーションを計算しています">{children}</Refreshing>}>
      <LiveRun season={season} run={run} initial={served ? initial : null} search={params.toString()} fallback={children} />
    </Suspense>
  )
}
