'use client'

import dynamic from 'next/dynamic'
import type { AgingCurveChartProps } from './AgingCurveChart'

export function SmallChartSkeleton() {
  return <div className="h-[220px] w-full animate-pulse rounded bg-slate-100" aria-hidden />
}

/** recharts is only loaded, in the browser, by the page that draws the curves. */
const Chart = dynamic(() => import('./AgingCurveChart').then((module) => module.AgingCurveChart), { ssr: false, loading: SmallChartSkeleton })

export function AgingCurveChartLazy(props: AgingCurveChartProps) {
  return <Chart {...props} />
}
