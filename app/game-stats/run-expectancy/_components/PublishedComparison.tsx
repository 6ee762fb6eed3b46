import { DataTable } from '@/components/ui/DataTable'
import { LEAGUE_SCOPE_LABELS } from '@/lib/domain/game-stats/league-scope'
import { formatBases } from '@/lib/domain/format/game-state'
import { formatSigned } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'
import { PUBLISHED_RE_SOURCE, publishedRunExpectancy } from '@/lib/domain/sabermetrics/published-run-expectancy'
import type { RunExpectancyMatrixView } from '@/lib/schemas/run-expectancy'
import { divergingCell } from './heat'
import { BASES_IN_TABLE_ORDER, OUT_LABELS } from './state-labels'

type Row = { bases: number; ours: (number | null)[]; published: (number | null)[] }

const difference = (row: Row, outs: number) => {
  const [ours, published] = [row.ours[outs], row.published[outs]]
  return ours === null || ours === undefined || published === null || published === undefined ? null : ours - published
}

/** Our season's matrix beside the published NPB 2004–2013 one (the conventions page's sanity anchor), with the difference. */
export function PublishedComparison({ view }: { view: RunExpectancyMatrixView }) {
  const rows: Row[] = BASES_IN_TABLE_ORDER.map((bases) => ({
    bases,
    ours: [0, 1, 2].map((outs) => view.cells[outs * 8 + bases]?.runs ?? null),
    published: [0, 1, 2].map((outs) => publishedRunExpectancy(outs, bases)),
  }))
  const diffs = rows.flatMap((row) => [0, 1, 2].map((outs) => difference(row, outs) ?? 0))
  const mean = diffs.reduce((sum, diff) => sum + diff, 0) / diffs.length
  const label = `${view.season}年 ${LEAGUE_SCOPE_LABELS[view.league]}`
  return (
    <section aria-labelledby="published" className="space-y-3">
      <h2 id="published" className="text-lg font-bold text-slate-900">公表値（NPB 2004〜2013年）との比較</h2>
      <p className="max-w-3xl text-sm text-slate-600">
        {`${PUBLISHED_RE_SOURCE}の得点期待値と並べます。差は「${label} − 公表値」で、24状況の平均の差は${formatSigned(mean, 3)}点です。公表値は統一球導入前後を含む10年間の平均で、得点環境の違いがそのまま差に表れます。`}
      </p>
      <DataTable
        caption={`${label}と公表値（NPB 2004〜2013年）の得点期待値`}
        rowKey={(row) => String(row.bases)}
        rows={rows}
        density="compact"
        columns={[
          { key: 'bases', header: '走者', rowHeader: true, render: (row) => formatBases(row.bases) },
          ...OUT_LABELS.flatMap((outsLabel, outs) => [
            { key: `ours-${outs}`, header: `${outsLabel} ${view.season}`, align: 'right' as const, render: (row: Row) => formatStat(row.ours[outs] ?? null, 'decimal3') },
            { key: `published-${outs}`, header: `${outsLabel} 公表値`, align: 'right' as const, render: (row: Row) => formatStat(row.published[outs] ?? null, 'decimal3') },
            {
              key: `diff-${outs}`,
              header: `${outsLabel} 差`,
              align: 'right' as const,
              cell: (row: Row) => divergingCell(difference(row, outs), 0.5),
              render: (row: Row) => formatSigned(difference(row, outs), 3),
            },
          ]),
        ]}
      />
    </section>
  )
}
