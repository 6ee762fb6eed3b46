'use client'

import dynamic from 'next/dynamic'
import { SmallChartSkeleton } from './AgingCurveChartLazy'
import type { PlayerPathChartProps } from './PlayerPathChart'

/** recharts is only loaded, in the browser, by the page that draws his path. */
const Chart = dynamic(() => import('./PlayerPathChart').then((module) => module.PlayerPathChart), { ssr: false, loading: SmallChartSkeleton })

export function PlayerPathChartLazy(props: PlayerPathChartProps) {
  return <Chart {...props} />
}
