import { sideLabel } from '@/app/game-stats/_components/score/score-side'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatStat } from '@/lib/domain/format/stat-format'
import type { ScoreTrend } from '@/lib/schemas/score-trend'
import { metricColumns } from './trend-columns'
import { TREND_METRIC_DEFINITIONS, TREND_METRICS, type TrendMetric } from './trend-metrics'
import { TrendChart } from './TrendChart'

type Month = ScoreTrend['months'][number]

/** A note when some games have runs but no plate appearances (a line-score-only source): what the PA figures leave out. */
function coverageNote({ total }: ScoreTrend): string | null {
  if (total.paClubGames === total.clubGames) return null
  if (total.paClubGames === 0) return '打席ごとの記録がないため、本塁打/試合・打率・三振率・四球率は表示できません（得点/試合は試合結果から）。'
  return `打席ごとの記録がない${formatStat(total.clubGames - total.paClubGames, 'count')}球団試合は、本塁打/試合・打率・三振率・四球率に含めていません。`
}

/** The シーズン row's cell under a column: the season's club-games or its figure. */
function seasonCell({ total }: ScoreTrend, key: string): string {
  if (key === 'clubGames') return formatStat(total.clubGames, 'count')
  const metric = TREND_METRICS.find((candidate) => candidate === key)
  if (!metric) return ''
  const { field, format } = TREND_METRIC_DEFINITIONS[metric]
  return formatStat(total[field], format)
}

/** The chosen season month by month: the chart's metric as a line over the months, and every figure in the table. */
export function MonthlySection({ trend, metric }: { trend: ScoreTrend; metric: TrendMetric }) {
  const side = { season: trend.season, league: trend.league }
  const { label } = TREND_METRIC_DEFINITIONS[metric]
  const description = `${sideLabel(side)}の月別${label}（点線はシーズン全体）`
  const columns: Column<Month>[] = [
    { key: 'month', header: '月', rowHeader: true, render: (row) => `${row.month}月` },
    { key: 'clubGames', header: '球団試合', align: 'right', render: (row) => formatStat(row.clubGames, 'count') },
    ...metricColumns<Month>(),
  ]
  const note = coverageNote(trend)
  return (
    <section aria-labelledby="by-month" className="space-y-3">
      <h2 id="by-month" className="text-lg font-bold text-slate-900">{`${sideLabel(side)}の月別の得点環境`}</h2>
      <p className="text-xs text-slate-500">試合が行われた月ごとに集計（3月の開幕戦は3月）。得点/試合・本塁打/試合は1球団1試合あたりです。</p>
      {trend.months.length >= 2 ? (
        <TrendChart side={side} metric={metric} description={description} level={trend.total} points={trend.months.map((month) => ({ label: `${month.month}月`, values: month }))} />
      ) : null}
      {note ? <p role="note" className="text-sm text-slate-600">{note}</p> : null}
      <DataTable
        caption={`${sideLabel(side)}の月別の得点環境`}
        columns={columns}
        rows={trend.months}
        rowKey={(row) => String(row.month)}
        highlight={metric}
        density="compact"
        footer={[{ key: 'season', label: 'シーズン', value: (column) => seasonCell(trend, column.key) }]}
      />
    </section>
  )
}
