import { formatStat } from '@/lib/domain/format/stat-format'
import { DataTable } from '@/components/ui/DataTable'
import { AVERAGE_SCOPES, type SeasonAverages } from '@/lib/schemas/season-averages'
import { metricDefinition, metricsOf, SCOPE_LABELS } from './average-metrics'
import { averageTable, type AverageTableRow } from './average-series'

const NOTES = {
  batting: '本塁打/試合・得点/試合は1球団1試合あたり、三振率・四球率は打席あたり（四球は敬遠を含む）。',
  pitching: '奪三振率・与四球率・被本塁打率は9イニングあたり。FIP定数はリーグのFIPがリーグ防御率と等しくなるよう当サイトが算出した値（防御率基準）です。',
} as const

/** Every metric of the page's type for each season: one table for NPB as a whole, one per league. */
export function AverageTables({ averages }: { averages: SeasonAverages }) {
  const metrics = metricsOf(averages.type)
  const columns = [
    { key: 'season', header: '年度', render: (row: AverageTableRow) => `${row.season}年` },
    ...metrics.map((metric, index) => {
      const { label, format } = metricDefinition(metric)
      return {
        key: metric,
        header: label,
        align: 'right' as const,
        glossary: { key: metric, side: averages.type },
        render: (row: AverageTableRow) => formatStat(row.values[index] ?? null, format),
      }
    }),
  ]
  return (
    <section aria-labelledby="average-tables" className="space-y-6">
      <div>
        <h2 id="average-tables" className="text-lg font-bold text-slate-900">
          年度別リーグ平均
        </h2>
        <p className="mt-1 text-xs text-slate-500">{NOTES[averages.type]}</p>
      </div>
      {AVERAGE_SCOPES.map((scope) => (
        <section key={scope} aria-labelledby={`average-${scope}`}>
          <h3 id={`average-${scope}`} className="mb-2 text-base font-semibold text-slate-800">
            {SCOPE_LABELS[scope]}
          </h3>
          <DataTable caption={`${SCOPE_LABELS[scope]}の年度別リーグ平均`} columns={columns} rows={averageTable(averages, scope)} rowKey={(row) => `${row.season}`} />
        </section>
      ))}
    </section>
  )
}
