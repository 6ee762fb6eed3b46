'use client'

import dynamic from 'next/dynamic'
import type { ScoreDistributionChartProps } from './ScoreDistributionChart'

/** The chart's box while recharts loads: the same 300 px, so nothing below moves. */
export function ScoreDistributionChartSkeleton() {
  return <div className="h-[300px] w-full animate-pulse rounded bg-slate-100" aria-hidden />
}

/** recharts is only loaded, in the browser, by the pages that draw this chart. */
const Chart = dynamic(() => import('./ScoreDistributionChart').then((module) => module.ScoreDistributionChart), {
  ssr: false,
  loading: ScoreDistributionChartSkeleton,
})

export function ScoreDistributionChartLazy(props: ScoreDistributionChartProps) {
  return <Chart {...props} />
}
