import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatInnings } from '@/lib/domain/format/numbers'
import { formatStat, type StatFormat } from '@/lib/domain/format/stat-format'
import type { GrowthMetric, GrowthProjection, PlayerGrowth } from '@/lib/schemas/simulation-growth-curve'
import { formatMetric, METRIC_LABELS } from './metric-labels'

type LineColumn = { key: string; header: string; format: StatFormat | 'innings-rounded' }

const BATTING_LINE: readonly LineColumn[] = [
  { key: 'pa', header: '打席', format: 'integer' },
  { key: 'ab', header: '打数', format: 'integer' },
  { key: 'h', header: '安打', format: 'integer' },
  { key: 'doubles', header: '二塁打', format: 'integer' },
  { key: 'triples', header: '三塁打', format: 'integer' },
  { key: 'hr', header: '本塁打', format: 'integer' },
  { key: 'bb', header: '四球', format: 'integer' },
  { key: 'hbp', header: '死球', format: 'integer' },
  { key: 'so', header: '三振', format: 'integer' },
  { key: 'avg', header: '打率', format: 'rate3' },
  { key: 'obp', header: '出塁率', format: 'rate3' },
  { key: 'slg', header: '長打率', format: 'rate3' },
]
const PITCHING_LINE: readonly LineColumn[] = [
  { key: 'outs', header: '投球回', format: 'innings-rounded' },
  { key: 'bf', header: '打者', format: 'integer' },
  { key: 'h', header: '被安打', format: 'integer' },
  { key: 'hr', header: '被本塁打', format: 'integer' },
  { key: 'bb', header: '与四球', format: 'integer' },
  { key: 'hbp', header: '与死球', format: 'integer' },
  { key: 'so', header: '奪三振', format: 'integer' },
  { key: 'er', header: '自責点', format: 'integer' },
  { key: 'whip', header: 'WHIP', format: 'decimal2' },
]

const print = (value: number | null | undefined, format: LineColumn['format']) =>
  value === null || value === undefined ? '-' : format === 'innings-rounded' ? formatInnings(Math.round(value)) : formatStat(value, format)

type MetricRow = { metric: GrowthMetric; value: number | null; low: number | null; high: number | null; last: number | null }

/** Next season's Marcel projection: the four numbers with their 80% bands, then the whole projected line. */
export function ProjectionTables({ growth, projection }: { growth: PlayerGrowth; projection: GrowthProjection }) {
  const batting = growth.role === 'batting'
  const last = growth.seasons[growth.seasons.length - 1]
  const rows: MetricRow[] = growth.metrics.map((metric) => ({
    metric,
    value: projection.values[metric] ?? null,
    low: projection.low[metric] ?? null,
    high: projection.high[metric] ?? null,
    last: last?.season === projection.season - 1 ? (last.values[metric] ?? null) : null,
  }))
  const metricColumns: Column<MetricRow>[] = [
    { key: 'metric', header: '指標', rowHeader: true, render: (row) => METRIC_LABELS[row.metric].label },
    { key: 'value', header: `${projection.season}年予測`, align: 'right', render: (row) => formatMetric(row.metric, row.value) },
    { key: 'band', header: '80%区間', align: 'right', render: (row) => `${formatMetric(row.metric, row.low)}〜${formatMetric(row.metric, row.high)}` },
    { key: 'last', header: `${projection.season - 1}年実績`, align: 'right', render: (row) => formatMetric(row.metric, row.last) },
  ]
  const lineColumns: Column<GrowthProjection>[] = [
    { key: 'season', header: '年度', rowHeader: true, render: (row) => `${row.season}年` },
    ...(batting ? BATTING_LINE : PITCHING_LINE).map((column): Column<GrowthProjection> => ({ key: column.key, header: column.header, align: 'right', render: (row) => print(row.line[column.key], column.format) })),
    ...growth.metrics.map((metric): Column<GrowthProjection> => ({ key: metric, header: METRIC_LABELS[metric].label, align: 'right', render: (row) => formatMetric(metric, row.line[metric]) })),
  ]
  const time = batting ? `${formatStat(projection.playingTime, 'integer')}打席` : `${formatInnings(Math.round(projection.playingTime))}回`
  return (
    <section aria-labelledby="projection" className="space-y-3">
      <h2 id="projection" className="text-lg font-bold text-slate-900">{`${projection.season}年の予測（Marcel法）`}</h2>
      <p className="max-w-3xl text-sm leading-relaxed text-slate-600">
        {`${projection.age === null ? '' : `${projection.age}歳のシーズン。`}予測出場 ${time}、信頼度 ${formatStat(projection.reliability, 'percent')}（残りはリーグ平均へ回帰）${projection.ageFactor === null ? '、生年月日がないため年齢係数なし' : `、年齢係数 ${formatStat(projection.ageFactor, 'decimal3')}`}。`}
      </p>
      <DataTable caption={`${growth.player.name}の${projection.season}年の予測と80%区間`} columns={metricColumns} rows={rows} rowKey={(row) => row.metric} density="compact" fit />
      <DataTable caption={`${growth.player.name}の${projection.season}年の予測成績`} columns={lineColumns} rows={[projection]} rowKey={(row) => String(row.season)} density="compact" />
    </section>
  )
}
