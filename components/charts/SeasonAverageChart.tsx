'use client'

import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts'
import { formatStat } from '@/lib/domain/format/stat-format'
import type { StatFormat } from '@/lib/schemas/career'

export type AverageSeries = { key: string; name: string; color: string; dashed: boolean; values: readonly (number | null)[] }
export type SeasonAverageChartProps = {
  /** The chart's accessible name: the drawing is one image (role="img") that screen readers announce by it. */
  description: string
  format: StatFormat
  seasons: readonly number[]
  series: readonly AverageSeries[]
  /** Value-axis ticks at a round step (niceTicks), lowest first; the axis spans them. */
  ticks: readonly number[]
}

/** One league average over the seasons: a line each for セ, パ and NPB as a whole. */
export function SeasonAverageChart({ description, format, seasons, series, ticks }: SeasonAverageChartProps) {
  const rows = seasons.map((season, index) => ({ season, ...Object.fromEntries(series.map((line) => [line.key, line.values[index] ?? null])) }))
  const print = (value: unknown) => (typeof value === 'number' ? formatStat(value, format) : '-')
  return (
    <LineChart responsive data={rows} role="img" aria-label={description} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} style={{ width: '100%', height: 320 }}>
      <CartesianGrid stroke="#E2E8F0" vertical={false} />
      <XAxis dataKey="season" tick={{ fontSize: 12 }} tickFormatter={(season) => `${season}`} padding={{ left: 16, right: 16 }} />
      <YAxis
        domain={ticks.length > 1 ? [ticks[0] ?? 'auto', ticks[ticks.length - 1] ?? 'auto'] : ['auto', 'auto']}
        ticks={ticks.length > 1 ? [...ticks] : undefined}
        interval={0}
        tick={{ fontSize: 12 }}
        tickFormatter={print}
        width={56}
      />
      <Tooltip labelFormatter={(season) => `${season}年`} formatter={print} />
      <Legend iconType="plainline" wrapperStyle={{ fontSize: 12 }} />
      {series.map((line) => (
        <Line
          key={line.key}
          type="linear"
          dataKey={line.key}
          name={line.name}
          stroke={line.color}
          strokeWidth={2}
          strokeDasharray={line.dashed ? '6 4' : undefined}
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  )
}
