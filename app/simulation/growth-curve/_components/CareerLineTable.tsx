import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatInnings } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'
import type { GrowthSeason, PlayerGrowth } from '@/lib/schemas/simulation-growth-curve'
import { ClubLinks } from './ClubLinks'
import { formatMetric, METRIC_LABELS } from './metric-labels'

/** His seasons on the side in view, oldest first: age, clubs, playing time and the four numbers the curve follows. */
export function CareerLineTable({ growth }: { growth: PlayerGrowth }) {
  const batting = growth.role === 'batting'
  const columns: Column<GrowthSeason>[] = [
    { key: 'season', header: '年度', rowHeader: true, render: (row) => `${row.season}年` },
    { key: 'age', header: '年齢', align: 'right', render: (row) => (row.age === null ? '-' : `${row.age}歳`) },
    { key: 'teams', header: '球団', wrap: true, render: (row) => <ClubLinks teams={row.teams} /> },
    { key: 'sample', header: batting ? '打席' : '投球回', align: 'right', render: (row) => (batting ? formatStat(row.sample, 'count') : formatInnings(row.sample)) },
    ...growth.metrics.map(
      (metric): Column<GrowthSeason> => ({
        key: metric,
        header: METRIC_LABELS[metric].label,
        align: 'right',
        glossary: { key: metric, side: growth.role },
        render: (row) => formatMetric(metric, row.values[metric]),
      }),
    ),
  ]
  return (
    <section aria-labelledby="career-line" className="space-y-2">
      <h2 id="career-line" className="text-lg font-bold text-slate-900">年齢別の成績</h2>
      <DataTable caption={`${growth.player.name}の年度別・年齢別の成績（${batting ? '打撃' : '投球'}）`} columns={columns} rows={growth.seasons} rowKey={(row) => String(row.season)} density="compact" />
      <p className="text-xs text-slate-500">年齢は各年4月1日時点。{batting ? 'wOBAは各リーグの係数による記録どおりの値です。' : 'FIPは各リーグの定数による記録どおりの値です。'}</p>
    </section>
  )
}
