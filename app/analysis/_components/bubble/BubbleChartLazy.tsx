'use client'

import dynamic from 'next/dynamic'
import type { BubbleChartProps } from './BubbleChart'
import { CHART_HEIGHT, PICKED_HEIGHT } from './bubble-chart-size'

/** The chart's box while recharts loads: as tall as the drawing and its picked-bubble line, so nothing moves. */
export function BubbleChartSkeleton() {
  return <div className="w-full animate-pulse rounded bg-slate-100" style={{ height: CHART_HEIGHT + PICKED_HEIGHT }} aria-hidden />
}

/** recharts is only loaded, in the browser, by the pages that draw this chart. */
const Chart = dynamic(() => import('./BubbleChart').then((module) => module.BubbleChart), {
  ssr: false,
  loading: BubbleChartSkeleton,
})

export function BubbleChartLazy(props: BubbleChartProps) {
  return (
    <div style={{ minHeight: CHART_HEIGHT + PICKED_HEIGHT }}>
      <Chart {...props} />
    </div>
  )
}
