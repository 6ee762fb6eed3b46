'use client'

import { useState } from 'react'
import { CartesianGrid, Cell, ReferenceLine, Scatter, ScatterChart, Tooltip, XAxis, YAxis, ZAxis, type TooltipContentProps } from 'recharts'
import { bubbleAxisTicks } from '@/lib/domain/analysis/bubble-axis'
import { formatStat } from '@/lib/domain/format/stat-format'
import { BUBBLE_AREA, bubbleAreas } from '@/lib/domain/analysis/bubble-size'
import { TEAM_CHART_COLORS } from '@/lib/domain/teams/chart-colors'
import type { BubbleChartPoint } from '@/lib/schemas/bubble-chart'
import type { BubblePage } from './bubble-href'
import { CHART_HEIGHT } from './bubble-chart-size'
import { PickedBubble, PointValues, type ChartMetrics } from './PickedBubble'

export type BubbleChartProps = {
  /** The chart's accessible name: the drawing is one image (role="img"); the table under it holds the same numbers. */
  description: string
  page: BubblePage
  season: number
  points: readonly BubbleChartPoint[]
  metrics: ChartMetrics
  guides: { x: number | null; y: number | null }
}

/** A bubble as recharts draws it: its place, its area in px² and which point it is. */
type Datum = { x: number; y: number; z: number; index: number }

const GUIDE = { stroke: '#64748B', strokeDasharray: '5 4' } as const

type TipProps = { active: boolean; payload: TooltipContentProps<number, string>['payload']; points: readonly BubbleChartPoint[]; metrics: ChartMetrics }

/** The hovered bubble's numbers; recharts hands over the datum it drew. */
function Tip({ active, payload, points, metrics }: TipProps) {
  const datum: unknown = payload[0]?.payload
  const index = typeof datum === 'object' && datum !== null && 'index' in datum && typeof datum.index === 'number' ? datum.index : null
  const point = index === null ? undefined : points[index]
  if (!active || !point) return null
  return (
    <div className="rounded border border-slate-200 bg-white px-3 py-2 text-xs shadow-sm">
      <PointValues point={point} metrics={metrics} />
    </div>
  )
}

/**
 * Two metrics as the axes, a third as each bubble's area, each bubble in its club's colour, and
 * the average of each axis as a dashed line. Hovering shows a bubble's numbers; tapping one also
 * names it, with a link, under the drawing. The largest bubbles are drawn first, so that the
 * small ones stay on top where they can be tapped.
 */
export function BubbleChart({ description, page, season, points, metrics, guides }: BubbleChartProps) {
  const [picked, setPicked] = useState<number | null>(null)
  const areas = bubbleAreas(points.map((point) => point[5]))
  const data: Datum[] = points.map((point, index) => ({ x: point[3], y: point[4], z: areas[index] ?? BUBBLE_AREA.min, index })).sort((a, b) => b.z - a.z)
  const xTicks = bubbleAxisTicks(points.map((point) => point[3]), guides.x)
  const yTicks = bubbleAxisTicks(points.map((point) => point[4]), guides.y)
  const span = (ticks: number[]) => [ticks[0] ?? 'auto', ticks[ticks.length - 1] ?? 'auto'] as const
  const chosen = picked === null ? null : (points[picked] ?? null)
  return (
    <div>
      <ScatterChart responsive role="img" aria-label={description} margin={{ top: 20, right: 16, bottom: 20, left: 4 }} style={{ width: '100%', height: CHART_HEIGHT }}>
        <CartesianGrid stroke="#E2E8F0" />
        <XAxis
          type="number"
          dataKey="x"
          name={metrics.x.label}
          domain={span(xTicks)}
          ticks={xTicks}
          // recharts drops a tick that would overlap its neighbour: percentages are wide on a phone.
          interval="preserveStartEnd"
          tick={{ fontSize: 12 }}
          tickFormatter={(value: number) => formatStat(value, metrics.x.format)}
          label={{ value: metrics.x.label, position: 'insideBottom', offset: -14, fontSize: 12, fill: '#334155' }}
        />
        <YAxis
          type="number"
          dataKey="y"
          name={metrics.y.label}
          domain={span(yTicks)}
          ticks={yTicks}
          interval={0}
          tick={{ fontSize: 12 }}
          tickFormatter={(value: number) => formatStat(value, metrics.y.format)}
          width={56}
          label={{ value: metrics.y.label, angle: -90, position: 'insideLeft', offset: 8, fontSize: 12, fill: '#334155' }}
        />
        <ZAxis type="number" dataKey="z" domain={[0, BUBBLE_AREA.max]} range={[0, BUBBLE_AREA.max]} />
        {guides.x === null ? null : <ReferenceLine x={guides.x} {...GUIDE} label={{ value: '平均', position: 'top', fontSize: 11, fill: '#475569' }} />}
        {guides.y === null ? null : <ReferenceLine y={guides.y} {...GUIDE} label={{ value: '平均', position: 'insideTopRight', fontSize: 11, fill: '#475569' }} />}
        <Tooltip cursor={false} isAnimationActive={false} content={({ active, payload }) => <Tip active={active} payload={payload} points={points} metrics={metrics} />} />
        <Scatter data={data} isAnimationActive={false} onClick={(_, index) => setPicked(data[index]?.index ?? null)}>
          {data.map((datum) => {
            const point = points[datum.index]
            const on = datum.index === picked
            return (
              <Cell
                key={datum.index}
                fill={point ? TEAM_CHART_COLORS[point[2]] : '#94A3B8'}
                fillOpacity={0.72}
                stroke={on ? '#0F172A' : '#FFFFFF'}
                strokeWidth={on ? 2.5 : 1}
                cursor="pointer"
              />
            )
          })}
        </Scatter>
      </ScatterChart>
      <PickedBubble point={chosen} metrics={metrics} page={page} season={season} />
    </div>
  )
}
