'use client'

import { CartesianGrid, Legend, Line, LineChart, Tooltip, usePlotArea, useYAxisScale, XAxis, YAxis } from 'recharts'
import { spreadLabels } from '@/lib/domain/charts/spread-labels'

export type TrendSeries = {
  team: string
  name: string
  abbreviation: string
  /** Line colour. */
  color: string
  /** The club's cell colours, for the end-of-line tag (readable on any line colour). */
  tag: { background: string; text: string }
  values: readonly number[]
}
export type StandingsTrendChartProps = {
  /** The chart's accessible name: the drawing is one image (role="img") that screen readers announce by it. */
  description: string
  dates: readonly string[]
  /** The first date of each month, where the axis puts its labels. */
  monthTicks: readonly string[]
  /** ゲーム差 gridlines, from 0 (the leader) down. */
  gamesBehindTicks: readonly number[]
  series: readonly TrendSeries[]
}

const monthLabel = (date: string) => `${Number(date.slice(5, 7))}月`
const dayLabel = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`

/** Tags are 16 px tall; 18 px apart keeps a hairline between them. */
const TAG_GAP = 18

/**
 * The club's abbreviation at the end of its line, so a line is known without matching colours.
 * Clubs that finish close together would stack their tags on one another, so the tags are spread
 * apart (spreadLabels) and a short leader line joins a moved tag to its line's end.
 */
function EndLabels({ series }: { series: readonly TrendSeries[] }) {
  const y = useYAxisScale()
  const plot = usePlotArea()
  if (!y || !plot) return null
  const ends = series.map((line) => y(line.values[line.values.length - 1]) ?? plot.y)
  const placed = spreadLabels(ends, TAG_GAP, plot.y, plot.y + plot.height)
  const x = plot.x + plot.width
  return (
    <g data-testid="trend-end-labels">
      {series.map((line, index) => {
        const [end, tag] = [ends[index] ?? plot.y, placed[index] ?? plot.y]
        return (
          <g key={line.team}>
            {Math.abs(tag - end) > 1 && <line x1={x} y1={end} x2={x + 6} y2={tag} stroke={line.color} strokeWidth={1} />}
            <rect x={x + 6} y={tag - 8} width={16} height={16} rx={3} fill={line.tag.background} stroke="#FFFFFF" />
            <text x={x + 14} y={tag} dy={4} textAnchor="middle" fontSize={11} fontWeight={700} fill={line.tag.text}>
              {line.abbreviation}
            </text>
          </g>
        )
      })}
    </g>
  )
}

/** ゲーム差 from the day's leader through the season, one line per club; the leader runs along the top. */
export function StandingsTrendChart({ description, dates, monthTicks, gamesBehindTicks, series }: StandingsTrendChartProps) {
  const rows = dates.map((date, index) => ({ date, ...Object.fromEntries(series.map((line) => [line.team, line.values[index] ?? null])) }))
  return (
    <LineChart responsive data={rows} role="img" aria-label={description} margin={{ top: 10, right: 28, bottom: 0, left: 0 }} style={{ width: '100%', height: 340 }}>
      <CartesianGrid stroke="#E2E8F0" vertical={false} />
      <XAxis dataKey="date" ticks={[...monthTicks]} tickFormatter={monthLabel} tick={{ fontSize: 12 }} interval={0} />
      <YAxis
        reversed
        domain={[0, gamesBehindTicks[gamesBehindTicks.length - 1] ?? 'auto']}
        ticks={[...gamesBehindTicks]}
        interval={0}
        tickFormatter={(value: number) => (value === 0 ? '首位' : String(value))}
        tick={{ fontSize: 12 }}
        width={40}
      />
      <Tooltip
        labelFormatter={(label) => dayLabel(String(label))}
        formatter={(value) => (typeof value === 'number' ? (value === 0 ? '首位' : value.toFixed(1)) : String(value))}
        itemSorter={(item) => Number(item.value)}
      />
      {/* Legend in series order, which is the final standings. */}
      <Legend iconType="plainline" itemSorter={null} wrapperStyle={{ fontSize: 12 }} formatter={(value) => <span className="text-slate-700">{value}</span>} />
      {series.map((line) => (
        <Line
          key={line.team}
          type="linear"
          dataKey={line.team}
          name={line.name}
          stroke={line.color}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      ))}
      <EndLabels series={series} />
    </LineChart>
  )
}
