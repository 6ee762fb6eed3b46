'use client'

import dynamic from 'next/dynamic'
import type { DraftBarChartProps } from './DraftBarChart'

/** The chart's box while recharts loads fills the fixed-height frame below, so nothing moves. */
export function DraftBarChartSkeleton() {
  return <div className="h-full w-full animate-pulse rounded bg-slate-100" aria-hidden />
}

/** recharts is only loaded, in the browser, by the pages that draw this chart. */
const Chart = dynamic(() => import('./DraftBarChart').then((module) => module.DraftBarChart), {
  ssr: false,
  loading: DraftBarChartSkeleton,
})

export function DraftBarChartLazy(props: DraftBarChartProps) {
  return (
    <div style={{ height: props.height }}>
      <Chart {...props} />
    </div>
  )
}
