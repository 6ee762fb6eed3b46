import type { AverageSeries } from '@/components/charts/SeasonAverageChart'
import { niceTicks } from '@/lib/domain/charts/nice-ticks'
import { LEAGUE_COLORS } from '@/lib/domain/teams/colors'
import { AVERAGE_SCOPES, type AverageMetric, type AverageScope, type SeasonAverages } from '@/lib/schemas/season-averages'
import { metricsOf, SCOPE_LABELS } from './average-metrics'

type AverageRow = SeasonAverages['rows'][number]

/** NPB as a whole is drawn dark and dashed between the two league colours. */
const SCOPE_STYLE: Readonly<Record<AverageScope, { color: string; dashed: boolean }>> = {
  npb: { color: '#0F172A', dashed: true },
  central: { color: LEAGUE_COLORS.central, dashed: false },
  pacific: { color: LEAGUE_COLORS.pacific, dashed: false },
}

function valueOf(row: AverageRow, metric: AverageMetric): number | null {
  const value: unknown = Object.entries(row).find(([key]) => key === metric)?.[1]
  return typeof value === 'number' ? value : null
}

function rowOf(averages: SeasonAverages, season: number, scope: AverageScope): AverageRow | undefined {
  return averages.rows.find((row) => row.season === season && row.scope === scope)
}

/**
 * The chart's lines for one metric: seasons oldest first, one series per scope, null where a
 * season lacks a value; and the value axis's ticks at a round step around them.
 */
export function averageSeries(averages: SeasonAverages, metric: AverageMetric): { seasons: number[]; series: AverageSeries[]; ticks: number[] } {
  const seasons = [...averages.seasons]
  const series = AVERAGE_SCOPES.map((scope) => ({
    key: scope,
    name: SCOPE_LABELS[scope],
    ...SCOPE_STYLE[scope],
    values: seasons.map((season) => {
      const row = rowOf(averages, season, scope)
      return row ? valueOf(row, metric) : null
    }),
  }))
  const values = series.flatMap((line) => line.values.filter((value): value is number => value !== null))
  return { seasons, series, ticks: values.length > 0 ? niceTicks(Math.min(...values), Math.max(...values)) : [] }
}

export type AverageTableRow = { season: number; values: (number | null)[] }

/** One scope's table: newest season first, a value per metric of the page's type, in metric order. */
export function averageTable(averages: SeasonAverages, scope: AverageScope): AverageTableRow[] {
  const metrics = metricsOf(averages.type)
  return [...averages.seasons].reverse().flatMap((season) => {
    const row = rowOf(averages, season, scope)
    return row ? [{ season, values: metrics.map((metric) => valueOf(row, metric)) }] : []
  })
}
