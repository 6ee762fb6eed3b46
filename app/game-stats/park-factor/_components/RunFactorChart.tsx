'use client'

import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts'

export type RunFactorBar = { label: string; value: number }
export type RunFactorChartProps = {
  /** The chart's accessible name: the drawing is one image (role="img") that screen readers announce by it. */
  description: string
  bars: readonly RunFactorBar[]
  height: number
}

const HIGH = '#EA580C'
const LOW = '#2563EB'
const print = (value: number) => value.toFixed(3)

/** Each main park's multi-year run factor as a bar from 1: right and orange where more runs score, left and blue where fewer. */
export function RunFactorChart({ description, bars, height }: RunFactorChartProps) {
  const data = bars.map((bar) => ({ label: bar.label, deviation: bar.value - 1, value: bar.value }))
  // A symmetric axis around 1, in steps of 0.05, so that equal distances read as equal effects.
  const reach = Math.max(0.05, Math.ceil(Math.max(...data.map((row) => Math.abs(row.deviation))) / 0.05) * 0.05)
  return (
    <BarChart responsive layout="vertical" data={data} role="img" aria-label={description} margin={{ top: 4, right: 16, bottom: 0, left: 0 }} style={{ width: '100%', height }}>
      <CartesianGrid stroke="#E2E8F0" horizontal={false} />
      <XAxis type="number" domain={[-reach, reach]} tickCount={5} tick={{ fontSize: 12 }} tickFormatter={(deviation: number) => (1 + deviation).toFixed(2)} />
      <YAxis type="category" dataKey="label" width={88} tick={{ fontSize: 12 }} interval={0} />
      <ReferenceLine x={0} stroke="#475569" />
      <Tooltip formatter={(_, __, item) => [print(Number((item.payload as { value?: number }).value)), '複数年PF']} />
      <Bar dataKey="deviation" isAnimationActive={false}>
        {data.map((row) => (
          <Cell key={row.label} fill={row.deviation >= 0 ? HIGH : LOW} />
        ))}
      </Bar>
    </BarChart>
  )
}
