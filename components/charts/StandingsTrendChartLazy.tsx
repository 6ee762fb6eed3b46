'use client'

import dynamic from 'next/dynamic'
import type { StandingsTrendChartProps } from './StandingsTrendChart'

export function StandingsTrendChartSkeleton() {
  return <div className="h-[340px] w-full animate-pulse rounded bg-slate-100" aria-hidden />
}

/** recharts is only loaded, in the browser, by pages that draw this chart. */
const Chart = dynamic(() => import('./StandingsTrendChart').then((module) => module.StandingsTrendChart), {
  ssr: false,
  loading: StandingsTrendChartSkeleton,
})

export function StandingsTrendChartLazy(props: StandingsTrendChartProps) {
  return <Chart {...props} />
}
