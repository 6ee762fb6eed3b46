import { DataTable } from '@/components/ui/DataTable'
import { formatSigned } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'
import type { CountExpectancy } from '@/lib/schemas/run-expectancy'
import { divergingCell } from './heat'

type Available = Extract<CountExpectancy, { available: true }>
type Row = Available['counts'][number]

const minus = (value: number | null, base: number | null) => (value === null || base === null ? null : value - base)
/** A difference of probabilities in percentage points. */
const points = (diff: number | null) => (diff === null ? null : diff * 100)
const extentOf = (values: readonly (number | null)[]) => Math.max(0, ...values.map((value) => Math.abs(value ?? 0)))

/** The chosen state's 12 counts: PAs, RE and the batting club's WE, each against the 0-0 count every PA starts from. */
export function CountTable({ view, caption }: { view: Available; caption: string }) {
  const [start] = view.counts
  const reDiff = (row: Row) => minus(row.runs, start?.runs ?? null)
  const weDiff = (row: Row) => minus(row.we, start?.we ?? null)
  const reExtent = extentOf(view.counts.map(reDiff))
  const weExtent = extentOf(view.counts.map(weDiff))
  return (
    <DataTable
      caption={caption}
      rowKey={(row) => row.count}
      rows={view.counts}
      density="compact"
      columns={[
        { key: 'count', header: 'カウント', rowHeader: true, render: (row) => row.count },
        { key: 'pas', header: '打席', align: 'right', render: (row) => formatStat(row.pas, 'count') },
        { key: 'runs', header: '得点期待値', align: 'right', glossary: { key: 'run_expectancy' }, render: (row) => formatStat(row.runs, 'decimal3') },
        { key: 'runs-diff', header: '0-0との差', align: 'right', cell: (row) => divergingCell(reDiff(row), reExtent), render: (row) => formatSigned(reDiff(row), 3) },
        { key: 'we', header: '勝利確率（攻撃側）', align: 'right', glossary: { key: 'win_expectancy' }, render: (row) => formatStat(row.we, 'percent') },
        { key: 'we-diff', header: '0-0との差（ポイント）', align: 'right', cell: (row) => divergingCell(weDiff(row), weExtent), render: (row) => formatSigned(points(weDiff(row)), 1) },
      ]}
    />
  )
}
