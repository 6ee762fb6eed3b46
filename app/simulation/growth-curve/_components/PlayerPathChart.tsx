'use client'

import { CartesianGrid, ErrorBar, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts'
import type { GrowthMetric, PathPointDto } from '@/lib/schemas/simulation-growth-curve'
import { SMALL_CHART_HEIGHT } from './AgingCurveChart'
import { formatMetric } from './metric-labels'

export type PlayerPathChartProps = { metric: GrowthMetric; description: string; axis: 'age' | 'season'; points: readonly PathPointDto[] }

/**
 * His seasons (solid), the league curve moved to his level (dashed) and next season's projection
 * with its 80% band as an error bar.
 */
export function PlayerPathChart({ metric, description, axis, points }: PlayerPathChartProps) {
  const rows = points.map((point) => ({
    ...point,
    band: point.projected !== null && point.low !== null && point.high !== null ? [point.projected - point.low, point.high - point.projected] : null,
  }))
  const print = (value: unknown) => (typeof value === 'number' ? formatMetric(metric, value) : Array.isArray(value) ? '' : '-')
  return (
    <LineChart responsive data={rows} role="img" aria-label={description} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} style={{ width: '100%', height: SMALL_CHART_HEIGHT }}>
      <CartesianGrid stroke="#E2E8F0" vertical={false} />
      <XAxis dataKey="x" tick={{ fontSize: 12 }} tickFormatter={(x) => `${x}`} padding={{ left: 8, right: 8 }} />
      <YAxis tick={{ fontSize: 11 }} tickFormatter={print} width={52} domain={['auto', 'auto']} />
      <Tooltip labelFormatter={(x) => (axis === 'age' ? `${x}歳` : `${x}年`)} formatter={print} />
      <Legend iconType="plainline" wrapperStyle={{ fontSize: 11 }} />
      {axis === 'age' ? (
        <Line type="monotone" dataKey="expected" name="リーグの曲線（本人水準）" stroke="#94A3B8" strokeDasharray="5 4" dot={false} isAnimationActive={false} />
      ) : null}
      <Line type="linear" dataKey="actual" name="実績" stroke="#1D4ED8" strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} connectNulls />
      <Line type="linear" dataKey="projected" name="予測（80%区間）" stroke="#DC2626" strokeWidth={0} dot={{ r: 4, fill: '#DC2626' }} isAnimationActive={false}>
        <ErrorBar dataKey="band" width={6} stroke="#DC2626" direction="y" />
      </Line>
    </LineChart>
  )
}
