'use client'

import dynamic from 'next/dynamic'
import type { SeasonAverageChartProps } from './SeasonAverageChart'

export function SeasonAverageChartSkeleton() {
  return <div className="h-[320px] w-full animate-pulse rounded bg-slate-100" aria-hidden />
}

/** recharts is only loaded, in the browser, by the pages that draw this chart. */
const Chart = dynamic(() => import('./SeasonAverageChart').then((module) => module.SeasonAverageChart), {
  ssr: false,
  loading: SeasonAverageChartSkeleton,
})

export function SeasonAverageChartLazy(props: SeasonAverageChartProps) {
  return <Chart {...props} />
}
