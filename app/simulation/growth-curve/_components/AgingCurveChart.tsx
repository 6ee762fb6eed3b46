'use client'

import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts'
import type { GrowthMetric } from '@/lib/schemas/simulation-growth-curve'
import { formatMetricDelta } from './metric-labels'

export type AgingChartPoint = { age: number; value: number | null; solid: number | null }
export type AgingCurveChartProps = { metric: GrowthMetric; description: string; points: readonly AgingChartPoint[] }

export const SMALL_CHART_HEIGHT = 220

/**
 * One metric's league curve by age, 0 at the anchor age: the whole chain dashed, and solid where an
 * age has enough pairs, so a thin end of the curve reads as less sure.
 */
export function AgingCurveChart({ metric, description, points }: AgingCurveChartProps) {
  const print = (value: unknown) => (typeof value === 'number' ? formatMetricDelta(metric, value) : '-')
  return (
    <LineChart responsive data={[...points]} role="img" aria-label={description} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} style={{ width: '100%', height: SMALL_CHART_HEIGHT }}>
      <CartesianGrid stroke="#E2E8F0" vertical={false} />
      <XAxis dataKey="age" tick={{ fontSize: 12 }} tickFormatter={(age) => `${age}`} />
      <YAxis tick={{ fontSize: 11 }} tickFormatter={print} width={56} domain={['auto', 'auto']} />
      <ReferenceLine y={0} stroke="#94A3B8" />
      <Tooltip labelFormatter={(age) => `${age}歳`} formatter={print} />
      <Line type="linear" dataKey="value" name="標本少を含む" stroke="#94A3B8" strokeDasharray="4 4" dot={false} isAnimationActive={false} connectNulls={false} />
      <Line type="linear" dataKey="solid" name="エイジングカーブ" stroke="#1D4ED8" strokeWidth={2} dot={{ r: 2 }} isAnimationActive={false} connectNulls={false} />
    </LineChart>
  )
}
