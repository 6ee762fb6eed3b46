'use client'

import dynamic from 'next/dynamic'
import type { RunFactorChartProps } from './RunFactorChart'

/** The chart's box while recharts loads fills the fixed-height frame below, so nothing moves. */
export function RunFactorChartSkeleton() {
  return <div className="h-full w-full animate-pulse rounded bg-slate-100" aria-hidden />
}

/** recharts is only loaded, in the browser, by the pages that draw this chart. */
const Chart = dynamic(() => import('./RunFactorChart').then((module) => module.RunFactorChart), {
  ssr: false,
  loading: RunFactorChartSkeleton,
})

export function RunFactorChartLazy(props: RunFactorChartProps) {
  return (
    <div style={{ height: props.height }}>
      <Chart {...props} />
    </div>
  )
}
