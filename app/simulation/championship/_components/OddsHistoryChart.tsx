'use client'

import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts'
import { ODDS_CHART_HEIGHT } from './odds-chart-size'

export type OddsLine = { team: string; name: string; color: string; values: readonly number[] }
export type OddsHistoryChartProps = {
  /** The chart's accessible name: the drawing is one image that screen readers announce by it. */
  description: string
  dates: readonly string[]
  lines: readonly OddsLine[]
}

const dayLabel = (date: string) => `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`
const percent = (value: number) => `${Math.round(value * 100)}%`

/** P(1st) of each club of a league by date, 0–100%. */
export function OddsHistoryChart({ description, dates, lines }: OddsHistoryChartProps) {
  const rows = dates.map((date, index) => ({ date, ...Object.fromEntries(lines.map((line) => [line.team, line.values[index] ?? null])) }))
  return (
    <LineChart responsive data={rows} role="img" aria-label={description} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} style={{ width: '100%', height: ODDS_CHART_HEIGHT }}>
      <CartesianGrid stroke="#E2E8F0" vertical={false} />
      <XAxis dataKey="date" tickFormatter={dayLabel} tick={{ fontSize: 12 }} minTickGap={24} />
      <YAxis domain={[0, 1]} ticks={[0, 0.25, 0.5, 0.75, 1]} tickFormatter={percent} tick={{ fontSize: 12 }} width={44} />
      <Tooltip labelFormatter={(label) => dayLabel(String(label))} formatter={(value) => (typeof value === 'number' ? `${(value * 100).toFixed(1)}%` : String(value))} itemSorter={(item) => -Number(item.value)} />
      <Legend iconType="plainline" wrapperStyle={{ fontSize: 12 }} />
      {lines.map((line) => (
        <Line key={line.team} type="linear" dataKey={line.team} name={line.name} stroke={line.color} strokeWidth={2} dot={false} isAnimationActive={false} />
      ))}
    </LineChart>
  )
}
