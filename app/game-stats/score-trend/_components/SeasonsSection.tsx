import { PageLink } from '@/components/navigation/PageLink'
import { LEAGUE_SCOPE_LABELS } from '@/lib/domain/game-stats/league-scope'
import type { ScoreSide } from '@/app/game-stats/_components/score/score-side'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { metricColumns } from './trend-columns'
import { trendHref, TREND_METRIC_DEFINITIONS, type TrendMetric } from './trend-metrics'
import type { SeasonTrendRow } from './trend-seasons'
import { TrendChart } from './TrendChart'

type Props = { side: ScoreSide; rows: readonly SeasonTrendRow[]; latest: number; metric: TrendMetric }

/** The scope over every season (the season-average page's figures): the chart's metric as a line, every figure in the table. */
export function SeasonsSection({ side, rows, latest, metric }: Props) {
  const scope = LEAGUE_SCOPE_LABELS[side.league]
  const first = rows[0]?.season
  const last = rows[rows.length - 1]?.season
  const description = `${scope}の年度別${TREND_METRIC_DEFINITIONS[metric].label}（${first ?? ''}〜${last ?? ''}年）`
  const columns: Column<SeasonTrendRow>[] = [
    // Each season opens its own months on this page.
    { key: 'season', header: '年度', rowHeader: true, render: (row) => `${row.season}年`, link: (row) => ({ href: trendHref({ season: row.season, league: side.league }, latest, metric) }) },
    ...metricColumns<SeasonTrendRow>(),
  ]
  return (
    <section aria-labelledby="by-season" className="space-y-3">
      <h2 id="by-season" className="text-lg font-bold text-slate-900">{`${scope}の年度別の得点環境`}</h2>
      <p className="text-xs text-slate-500">
        {'各年度のレギュラーシーズン全体。'}
        <PageLink href="/records/season-average/batting" className="tap-link">年度別リーグ平均（打撃）</PageLink>
        {'と同じ集計です。年度を選ぶとその年の月別を表示します。'}
      </p>
      {rows.length >= 2 ? <TrendChart side={side} metric={metric} description={description} points={rows.map((row) => ({ label: `${row.season}`, values: row }))} /> : null}
      <DataTable caption={`${scope}の年度別の得点環境`} columns={columns} rows={[...rows].reverse()} rowKey={(row) => String(row.season)} highlight={metric} density="compact" />
    </section>
  )
}
