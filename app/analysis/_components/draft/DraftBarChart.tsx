'use client'

import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts'
import { formatStat } from '@/lib/domain/format/stat-format'

export type DraftBar = { label: string; value: number }
export type DraftBarChartProps = {
  /** The chart's accessible name: the drawing is one image (role="img") that screen readers announce by it. */
  description: string
  /** What the bars measure, for the tooltip. */
  name: string
  bars: readonly DraftBar[]
  /** A share from 0 to 100 %, or runs above average (from 0, both ways). */
  format: 'percent' | 'signed1'
  height: number
}

const SHARE = '#2563EB'
const ABOVE = '#EA580C'
const BELOW = '#2563EB'

/** One bar per group: a share on a 0–100 % axis, or runs above average on an axis symmetric about 0 (orange above, blue below). */
export function DraftBarChart({ description, name, bars, format, height }: DraftBarChartProps) {
  const reach = Math.max(1, ...bars.map((bar) => Math.abs(bar.value)))
  const domain: [number, number] = format === 'percent' ? [0, 1] : [-reach, reach]
  const print = (value: number) => (format === 'percent' ? formatStat(value, 'percent') : formatStat(value, 'signed1'))
  return (
    <BarChart responsive layout="vertical" data={[...bars]} role="img" aria-label={description} margin={{ top: 4, right: 16, bottom: 0, left: 0 }} style={{ width: '100%', height }}>
      <CartesianGrid stroke="#E2E8F0" horizontal={false} />
      <XAxis type="number" domain={domain} tickCount={5} tick={{ fontSize: 12 }} tickFormatter={(value: number) => (format === 'percent' ? `${Math.round(value * 100)}%` : formatStat(value, 'integer'))} />
      <YAxis type="category" dataKey="label" width={88} tick={{ fontSize: 12 }} interval={0} />
      {format === 'signed1' ? <ReferenceLine x={0} stroke="#475569" /> : null}
      <Tooltip formatter={(value) => [print(Number(value)), name]} />
      <Bar dataKey="value" isAnimationActive={false}>
        {bars.map((bar) => (
          <Cell key={bar.label} fill={format === 'percent' ? SHARE : bar.value >= 0 ? ABOVE : BELOW} />
        ))}
      </Bar>
    </BarChart>
  )
}
