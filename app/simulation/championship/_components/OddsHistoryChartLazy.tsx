'use client'

import dynamic from 'next/dynamic'
import type { OddsHistoryChartProps } from './OddsHistoryChart'
import { ODDS_CHART_HEIGHT } from './odds-chart-size'

export function OddsHistoryChartSkeleton() {
  return <div className="w-full animate-pulse rounded bg-slate-100" style={{ height: ODDS_CHART_HEIGHT }} aria-hidden />
}

/** recharts is only loaded, in the browser, once the history has arrived. */
const Chart = dynamic(() => import('./OddsHistoryChart').then((module) => module.OddsHistoryChart), { ssr: false, loading: OddsHistoryChartSkeleton })

export function OddsHistoryChartLazy(props: OddsHistoryChartProps) {
  return (
    <div style={{ minHeight: ODDS_CHART_HEIGHT }}>
      <Chart {...props} />
    </div>
  )
}
