'use client'

import { lazy, Suspense } from 'react'
import { useBrowserValue } from '@/components/ui/use-browser-value'
import { OddsHistorySkeleton } from './OddsHistorySkeleton'

// After the first paint, in the browser only: the history is a second request and its chart needs
// recharts. React.lazy rather than next/dynamic: the latter's server render preloads the module's
// chunks, and through the chart's own lazy wrapper that put recharts in the page's first load.
const History = lazy(() => import('./OddsHistory').then((module) => ({ default: module.OddsHistory })))

export function OddsHistoryLazy({ season }: { season: number }) {
  const browser = useBrowserValue(() => true, false)
  if (!browser) return <OddsHistorySkeleton />
  return (
    <Suspense fallback={<OddsHistorySkeleton />}>
      <History season={season} />
    </Suspense>
  )
}
