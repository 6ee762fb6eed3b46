'use client'

import { CartesianGrid, ReferenceLine, Scatter, ScatterChart, Tooltip, XAxis, YAxis, ZAxis } from 'recharts'

export type CalibrationPoint = { label: string; predicted: number; observed: number; pas: number }
export type CalibrationChartProps = {
  /** The chart's accessible name: the drawing is one image (role="img") that screen readers announce by it. */
  description: string
  points: readonly CalibrationPoint[]
}

const HEIGHT = 340
const TICKS = [0, 0.2, 0.4, 0.6, 0.8, 1]
const percent = (value: number) => `${Math.round(value * 100)}%`

/** Predicted against observed WE per 5-point bin, a point's area by its PAs; on the diagonal is calibrated. */
export function CalibrationChart({ description, points }: CalibrationChartProps) {
  return (
    <ScatterChart responsive role="img" aria-label={description} margin={{ top: 8, right: 16, bottom: 16, left: 0 }} style={{ width: '100%', height: HEIGHT }}>
      <CartesianGrid stroke="#E2E8F0" />
      <XAxis type="number" dataKey="predicted" name="予測" domain={[0, 1]} ticks={TICKS} tickFormatter={percent} tick={{ fontSize: 12 }} label={{ value: '予測WE', position: 'insideBottom', offset: -8, fontSize: 12 }} />
      <YAxis type="number" dataKey="observed" name="実際" domain={[0, 1]} ticks={TICKS} tickFormatter={percent} tick={{ fontSize: 12 }} width={48} />
      <ZAxis type="number" dataKey="pas" name="打席数" range={[24, 360]} />
      <ReferenceLine segment={[{ x: 0, y: 0 }, { x: 1, y: 1 }]} stroke="#94A3B8" strokeDasharray="4 4" ifOverflow="hidden" />
      <Tooltip
        cursor={false}
        formatter={(value, name) => [name === '打席数' ? Number(value).toLocaleString('ja-JP') : `${(Number(value) * 100).toFixed(1)}%`, String(name)]}
        labelFormatter={() => ''}
      />
      <Scatter data={[...points]} fill="#1D4ED8" fillOpacity={0.7} isAnimationActive={false} />
    </ScatterChart>
  )
}
