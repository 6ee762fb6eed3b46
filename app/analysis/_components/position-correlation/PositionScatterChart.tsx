'use client'

import { CartesianGrid, Cell, LabelList, Scatter, ScatterChart, Tooltip, XAxis, YAxis, ZAxis } from 'recharts'
import { formatStat, type StatFormat } from '@/lib/domain/format/stat-format'

export type ScatterPoint = { team: string; label: string; x: number; y: number; color: string; selected: boolean }
export type PositionScatterChartProps = {
  /** The chart's accessible name: the drawing is one image (role="img") that screen readers announce by it. */
  description: string
  points: readonly ScatterPoint[]
  xLabel: string
  yLabel: string
  xFormat: StatFormat
  yFormat: StatFormat
  height: number
}

const SELECTED_STROKE = '#0F172A'

/** A club per point, its position's production across and its result up, named by its one-character mark; the club being viewed is ringed. */
export function PositionScatterChart({ description, points, xLabel, yLabel, xFormat, yFormat, height }: PositionScatterChartProps) {
  return (
    <ScatterChart responsive role="img" aria-label={description} margin={{ top: 20, right: 20, bottom: 24, left: 8 }} style={{ width: '100%', height }}>
      <CartesianGrid stroke="#E2E8F0" />
      <XAxis
        type="number"
        dataKey="x"
        name={xLabel}
        domain={['auto', 'auto']}
        tickFormatter={(value: number) => formatStat(value, xFormat)}
        tick={{ fontSize: 12 }}
        label={{ value: xLabel, position: 'insideBottom', offset: -16, fontSize: 12 }}
      />
      <YAxis type="number" dataKey="y" name={yLabel} domain={['auto', 'auto']} tickFormatter={(value: number) => formatStat(value, yFormat)} tick={{ fontSize: 12 }} width={52} />
      <ZAxis range={[90, 90]} />
      <Tooltip cursor={false} formatter={(value, name) => [formatStat(Number(value), name === xLabel ? xFormat : yFormat), String(name)]} labelFormatter={() => ''} />
      <Scatter data={[...points]} isAnimationActive={false}>
        {points.map((point) => (
          <Cell key={point.team} fill={point.color} stroke={point.selected ? SELECTED_STROKE : 'none'} strokeWidth={point.selected ? 3 : 0} />
        ))}
        <LabelList dataKey="label" position="top" fontSize={12} fill="#334155" />
      </Scatter>
    </ScatterChart>
  )
}
