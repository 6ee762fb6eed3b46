'use client'

import dynamic from 'next/dynamic'
import type { ScoreTrendChartProps } from './ScoreTrendChart'

/** The chart's box while recharts loads: the same 280 px, so nothing below moves. */
export function ScoreTrendChartSkeleton() {
  return <div className="h-[280px] w-full animate-pulse rounded bg-slate-100" aria-hidden />
}

/** recharts is only loaded, in the browser, by the pages that draw this chart. */
const Chart = dynamic(() => import('./ScoreTrendChart').then((module) => module.ScoreTrendChart), {
  ssr: false,
  loading: ScoreTrendChartSkeleton,
})

export function ScoreTrendChartLazy(props: ScoreTrendChartProps) {
  return <Chart {...props} />
}
