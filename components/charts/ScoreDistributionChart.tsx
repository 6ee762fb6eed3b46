'use client'

import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts'
import { formatPercent } from '@/lib/domain/format/numbers'

export type ScoreShareSeries = { key: string; name: string; color: string; shares: readonly (number | null)[] }
export type ScoreDistributionChartProps = {
  /** The chart's accessible name: the drawing is one image (role="img") that screen readers announce by it. */
  description: string
  /** The buckets' labels on the runs axis: 0, 1, …, 15+. */
  labels: readonly string[]
  /** One or two sides (the shown view and the one it is compared with), as shares of club-games. */
  series: readonly ScoreShareSeries[]
}

const HEIGHT = 300

/** Club-games by runs scored as bars of their share, one bar per side at each number of runs. */
export function ScoreDistributionChart({ description, labels, series }: ScoreDistributionChartProps) {
  const rows = labels.map((label, index) => ({ label, ...Object.fromEntries(series.map((side) => [side.key, side.shares[index] ?? null])) }))
  const print = (value: unknown) => (typeof value === 'number' ? formatPercent(value) : '-')
  return (
    <BarChart responsive data={rows} role="img" aria-label={description} barGap={1} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} style={{ width: '100%', height: HEIGHT }}>
      <CartesianGrid stroke="#E2E8F0" vertical={false} />
      <XAxis dataKey="label" tick={{ fontSize: 12 }} interval={0} />
      <YAxis tick={{ fontSize: 12 }} tickFormatter={(value: number) => formatPercent(value, 0)} width={44} />
      <Tooltip labelFormatter={(label) => `${String(label)}点`} formatter={print} />
      <Legend wrapperStyle={{ fontSize: 12 }} />
      {series.map((side) => (
        <Bar key={side.key} dataKey={side.key} name={side.name} fill={side.color} isAnimationActive={false} />
      ))}
    </BarChart>
  )
}
