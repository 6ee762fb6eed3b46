'use client'

import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react'
import { useBrowserValue } from '@/components/ui/use-browser-value'

// The race, its playback and its fetcher (react-query, zod) load in the browser after the page.
const RaceChart = lazy(() => import('./RaceChart').then((module) => ({ default: module.RaceChart })))

type Props = ComponentProps<typeof RaceChart> & {
  /** The server's skeleton (RaceSkeleton), shown until the race arrives: markup only, so it adds nothing to the page's script. */
  skeleton: ReactNode
}

/** The server's skeleton, then — in the browser only — the race, fetched and drawn in its place. */
export function RaceChartLazy({ skeleton, ...props }: Props) {
  const browser = useBrowserValue(() => true, false)
  if (!browser) return skeleton
  return (
    <Suspense fallback={skeleton}>
      <RaceChart {...props} />
    </Suspense>
  )
}
