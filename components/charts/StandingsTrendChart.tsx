'use client'

import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts'

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

/** The club's abbreviation at the end of its line, so a line is known without matching colours. */
function endLabel(series: TrendSeries, lastIndex: number) {
  return function EndLabel(props: { x?: number | string; y?: number | string; index?: number }) {
    if (props.index !== lastIndex || props.x === undefined || props.y === undefined) return null
    const x = Number(props.x) + 4
    const y = Number(props.y)
    return (
      <g>
        <rect x={x} y={y - 8} width={16} height={16} rx={3} fill={series.tag.background} stroke="#FFFFFF" />
        <text x={x + 8} y={y} dy={4} textAnchor="middle" fontSize={11} fontWeight={700} fill={series.tag.text}>
          {series.abbreviation}
        </text>
      </g>
    )
  }
}

/** ゲーム差 from the day's leader through the season, one line per club; the leader runs along the top. */
export function StandingsTrendChart({ description, dates, monthTicks, gamesBehindTicks, series }: StandingsTrendChartProps) {
  const rows = dates.map((date, index) => ({ date, ...Object.fromEntries(series.map((line) => [line.team, line.values[index] ?? null])) }))
  const lastIndex = dates.length - 1
  return (
    <LineChart responsive data={rows} role="img" aria-label={description} margin={{ top: 10, right: 24, bottom: 0, left: 0 }} style={{ width: '100%', height: 340 }}>
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
          label={endLabel(line, lastIndex)}
        />
      ))}
    </LineChart>
  )
}
