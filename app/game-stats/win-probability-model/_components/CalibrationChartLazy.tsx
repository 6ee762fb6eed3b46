'use client'

import dynamic from 'next/dynamic'
import type { CalibrationChartProps } from './CalibrationChart'

/** The chart's box while recharts loads, as tall as the chart, so nothing moves. */
export function CalibrationChartSkeleton() {
  return <div className="h-[340px] w-full animate-pulse rounded bg-slate-100" aria-hidden />
}

/** recharts is only loaded, in the browser, by the pages that draw this chart. */
const Chart = dynamic(() => import('./CalibrationChart').then((module) => module.CalibrationChart), {
  ssr: false,
  loading: CalibrationChartSkeleton,
})

export function CalibrationChartLazy(props: CalibrationChartProps) {
  return (
    <div className="h-[340px]">
      <Chart {...props} />
    </div>
  )
}
