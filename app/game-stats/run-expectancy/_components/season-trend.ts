import type { AverageSeries } from '@/components/charts/SeasonAverageChart'
import { niceTicks } from '@/lib/domain/charts/nice-ticks'
import type { RunExpectancyTrend } from '@/lib/schemas/run-expectancy'
import { stateLabel } from './state-labels'

/** The states the trend follows: the inning's start, the common runner situations, the biggest and the smallest. */
export const KEY_STATES = [
  { outs: 0, bases: 0, color: '#0F172A', dashed: true },
  { outs: 0, bases: 1, color: '#2563EB', dashed: false },
  { outs: 0, bases: 2, color: '#16A34A', dashed: false },
  { outs: 1, bases: 4, color: '#9333EA', dashed: false },
  { outs: 0, bases: 7, color: '#DC2626', dashed: false },
  { outs: 2, bases: 0, color: '#EA580C', dashed: true },
] as const

/** One line per key state over the seasons (oldest first), and the value axis's round ticks around them. */
export function trendSeries(trend: RunExpectancyTrend): { seasons: number[]; series: AverageSeries[]; ticks: number[] } {
  const seasons = trend.seasons.map((row) => row.season)
  const series = KEY_STATES.map(({ outs, bases, color, dashed }) => ({
    key: `${outs}-${bases}`,
    name: stateLabel(outs, bases),
    color,
    dashed,
    values: trend.seasons.map((row) => row.runs[outs * 8 + bases] ?? null),
  }))
  const values = series.flatMap((line) => line.values.filter((value): value is number => value !== null))
  return { seasons, series, ticks: values.length > 0 ? niceTicks(Math.min(0, ...values), Math.max(...values)) : [] }
}
