import { DataTable } from '@/components/ui/DataTable'
import { formatStat } from '@/lib/domain/format/stat-format'
import type { RunValueFigures } from '@/lib/schemas/column-figures'

type Woba = RunValueFigures['woba'][number]

const SCOPE_LABELS: Readonly<Record<Woba['scope'], string>> = { npb: 'NPB全体', central: 'セ・リーグ', pacific: 'パ・リーグ' }

const ROWS: ReadonlyArray<{ label: string; value: (row: Woba) => string }> = [
  { label: 'wBB（故意でない四球）', value: (row) => formatStat(row.w_bb, 'decimal3') },
  { label: 'wHBP（死球）', value: (row) => formatStat(row.w_hbp, 'decimal3') },
  { label: 'w1B（単打）', value: (row) => formatStat(row.w_1b, 'decimal3') },
  { label: 'w2B（二塁打）', value: (row) => formatStat(row.w_2b, 'decimal3') },
  { label: 'w3B（三塁打）', value: (row) => formatStat(row.w_3b, 'decimal3') },
  { label: 'wHR（本塁打）', value: (row) => formatStat(row.w_hr, 'decimal3') },
  { label: 'wOBAスケール', value: (row) => formatStat(row.scale, 'decimal3') },
  { label: 'リーグ平均wOBA', value: (row) => formatStat(row.league_woba, 'rate3') },
  { label: 'リーグの得点/打席', value: (row) => formatStat(row.runs_per_pa, 'decimal3') },
]

/** The season's wOBA weights and constants, one column per scope (NPB, セ, パ). */
export function WobaWeightsTable({ season, rows }: { season: number; rows: readonly Woba[] }) {
  return (
    <DataTable
      caption={`${season}年 wOBAの重みと定数`}
      rowKey={(row) => row.label}
      rows={ROWS}
      columns={[
        { key: 'label', header: '項目', render: (row) => row.label },
        ...rows.map((scope) => ({ key: scope.scope, header: SCOPE_LABELS[scope.scope], align: 'right' as const, render: (row: (typeof ROWS)[number]) => row.value(scope) })),
      ]}
    />
  )
}
