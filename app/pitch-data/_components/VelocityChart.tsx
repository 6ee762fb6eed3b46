'use client'

import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts'

export type VelocityChartProps = {
  /** The chart's accessible name: the drawing is one image (role="img") that screen readers announce by it. */
  description: string
  label: string
  color: string
  /** Pitches in 2 km/h bins from `fromKmh` up (compact: the page sends counts, not points). */
  fromKmh: number
  counts: readonly number[]
  /** The km/h axis every type's chart shares, so their speeds line up. */
  domain: readonly [number, number]
}

const WIDTH = 2

/** One pitch type's speeds as a histogram: a bar per 2 km/h. */
export function VelocityChart({ description, label, color, fromKmh, counts, domain }: VelocityChartProps) {
  const data = counts.map((pitches, index) => ({ kmh: fromKmh + index * WIDTH + WIDTH / 2, pitches }))
  return (
    <BarChart responsive data={data} role="img" aria-label={description} barCategoryGap={0} margin={{ top: 4, right: 12, bottom: 0, left: 12 }} style={{ width: '100%', height: 120 }}>
      <CartesianGrid stroke="#E2E8F0" vertical={false} />
      <XAxis dataKey="kmh" type="number" domain={[domain[0], domain[1]]} tick={{ fontSize: 12 }} tickCount={5} allowDecimals={false} />
      <YAxis hide />
      <Tooltip
        formatter={(value) => [`${typeof value === 'number' ? value.toLocaleString('ja-JP') : String(value)}球`, label]}
        labelFormatter={(kmh) => `${Number(kmh) - WIDTH / 2}〜${Number(kmh) + WIDTH / 2}km/h`}
      />
      <Bar dataKey="pitches" fill={color} isAnimationActive={false} />
    </BarChart>
  )
}
