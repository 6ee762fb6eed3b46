'use client'

import dynamic from 'next/dynamic'
import type { VelocityChartProps } from './VelocityChart'

/** The chart's box while recharts loads: the same 120 px, so nothing below moves. */
export function VelocityChartSkeleton() {
  return <div className="h-[120px] w-full animate-pulse rounded bg-slate-100" aria-hidden />
}

/** recharts is only loaded, in the browser, by the pages that draw these charts. */
const Chart = dynamic(() => import('./VelocityChart').then((module) => module.VelocityChart), {
  ssr: false,
  loading: VelocityChartSkeleton,
})

export function VelocityChartLazy(props: VelocityChartProps) {
  return <Chart {...props} />
}
