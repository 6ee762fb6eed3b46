import { DataTable, type CellProps, type Column } from '@/components/ui/DataTable'
import { formatStat } from '@/lib/domain/format/stat-format'
import { heatColor, heatTextColor } from '@/lib/domain/pitching-analysis/heat-color'
import type { CountUsage, PitchTypeSummary } from '@/lib/schemas/pitch-boards'

type Props = { summary: Extract<PitchTypeSummary, { available: true }> }

/** A share tinted on the heat scale from 0 to the table's largest share, so each count's main pitch stands out. */
function tint(share: number | null, max: number): CellProps {
  return share === null ? {} : { style: { background: heatColor(share, 0, max), color: heatTextColor(share, 0, max) } }
}

/** カウント別の球種割合: each count's pitch mix as a heat table, a row per count (ボール-ストライク before the pitch). */
export function CountUsageTable({ summary }: Props) {
  const max = Math.max(0, ...summary.counts.flatMap((row) => row.shares.map((share) => share.sharePct ?? 0)))
  const columns: Column<CountUsage>[] = [
    { key: 'count', header: 'カウント', rowHeader: true, render: (row) => `${row.balls}-${row.strikes}` },
    { key: 'pitches', header: '球数', align: 'right', render: (row) => formatStat(row.pitches, 'count'), glossary: { key: 'pitches' } },
    ...summary.types.map((type, index): Column<CountUsage> => {
      const share = (row: CountUsage) => row.shares[index]?.sharePct ?? null
      return { key: type.type, header: type.label, align: 'right', render: (row) => formatStat(share(row), 'percent'), cell: (row) => tint(share(row), max) }
    }),
  ]
  return (
    <div className="space-y-2">
      <h3 className="font-bold text-slate-900">カウント別の球種割合</h3>
      <DataTable<CountUsage> caption={`${summary.season}年 カウント別の球種割合`} rows={summary.counts} rowKey={(row) => `${row.balls}-${row.strikes}`} columns={columns} density="compact" />
      <p className="text-xs text-slate-600">カウントは「ボール-ストライク」、投げる前のものです。各行の割合はそのカウントで投じられた球に占める球種の割合で、行ごとに合計100%になります。色が濃いほど割合が高いことを示します。</p>
    </div>
  )
}
