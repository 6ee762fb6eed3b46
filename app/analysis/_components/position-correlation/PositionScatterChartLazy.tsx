'use client'

import dynamic from 'next/dynamic'
import type { PositionScatterChartProps } from './PositionScatterChart'

/** The chart's box while recharts loads fills the fixed-height frame below, so nothing moves. */
export function PositionScatterChartSkeleton() {
  return <div className="h-full w-full animate-pulse rounded bg-slate-100" aria-hidden />
}

/** recharts is only loaded, in the browser, by the pages that draw this chart. */
const Chart = dynamic(() => import('./PositionScatterChart').then((module) => module.PositionScatterChart), {
  ssr: false,
  loading: PositionScatterChartSkeleton,
})

export function PositionScatterChartLazy(props: PositionScatterChartProps) {
  return (
    <div style={{ height: props.height }}>
      <Chart {...props} />
    </div>
  )
}
