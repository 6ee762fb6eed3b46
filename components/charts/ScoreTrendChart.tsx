'use client'

import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts'
import { formatStat, type StatFormat } from '@/lib/domain/format/stat-format'

export type ScoreTrendChartProps = {
  /** The chart's accessible name: the drawing is one image (role="img") that screen readers announce by it. */
  description: string
  format: StatFormat
  /** The points' labels along the time axis (4月, 5月… or 2016年, 2017年…), oldest first. */
  labels: readonly string[]
  name: string
  color: string
  values: readonly (number | null)[]
  /** Value-axis ticks at a round step (niceTicks), lowest first; the axis spans them. */
  ticks: readonly number[]
  /** A level drawn across the chart (the season's value behind its months). */
  reference?: { value: number; label: string }
}

const HEIGHT = 280

/** One run-environment figure over months or seasons: a line, and optionally the level it averages to. */
export function ScoreTrendChart({ description, format, labels, name, color, values, ticks, reference }: ScoreTrendChartProps) {
  const rows = labels.map((label, index) => ({ label, value: values[index] ?? null }))
  const print = (value: unknown) => (typeof value === 'number' ? formatStat(value, format) : '-')
  const spanned = ticks.length > 1
  return (
    <LineChart responsive data={rows} role="img" aria-label={description} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} style={{ width: '100%', height: HEIGHT }}>
      <CartesianGrid stroke="#E2E8F0" vertical={false} />
      <XAxis dataKey="label" tick={{ fontSize: 12 }} padding={{ left: 12, right: 12 }} />
      <YAxis
        domain={spanned ? [ticks[0] ?? 'auto', ticks[ticks.length - 1] ?? 'auto'] : ['auto', 'auto']}
        ticks={spanned ? [...ticks] : undefined}
        interval={0}
        tick={{ fontSize: 12 }}
        tickFormatter={print}
        width={56}
      />
      <Tooltip formatter={print} />
      {reference ? <ReferenceLine y={reference.value} stroke="#94A3B8" strokeDasharray="6 4" label={{ value: reference.label, position: 'insideTopRight', fontSize: 11, fill: '#475569' }} /> : null}
      <Line type="linear" dataKey="value" name={name} stroke={color} strokeWidth={2} dot={{ r: 3 }} connectNulls={false} isAnimationActive={false} />
    </LineChart>
  )
}
