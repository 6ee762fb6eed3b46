import { DataTable, type Column, type FooterRow } from '@/components/ui/DataTable'
import { ENTRY_INNING_LABELS, ENTRY_MARGIN_LABELS } from '@/lib/domain/teams/usage-buckets'
import type { PitchingCounts } from '@/lib/schemas/player-strategy'
import { countsWithShares } from './usage-format'

type Entry = 'inning' | 'margin'

const LABELS: Readonly<Record<Entry, readonly string[]>> = { inning: ENTRY_INNING_LABELS, margin: ENTRY_MARGIN_LABELS }
const countsOf = (counts: PitchingCounts, by: Entry) => (by === 'inning' ? counts.entryInnings : counts.entryMargins)

type Props<Row extends { counts: PitchingCounts }> = {
  by: Entry
  caption: string
  /** The row's name: a club or a reliever. */
  lead: Column<Row>
  rows: readonly Row[]
  rowKey: (row: Row) => string
  /** The club's own line under its relievers. */
  total?: { label: string; counts: PitchingCounts }
}

/**
 * Relief appearances by the inning they came in at, or by the score from the club's side when
 * they did: each row's count and its share of the row, the shares adding up to 100%.
 */
export function ReliefEntriesTable<Row extends { counts: PitchingCounts }>({ by, caption, lead, rows, rowKey, total }: Props<Row>) {
  const columns: Column<Row>[] = [
    lead,
    { key: 'relief', header: '救援登板', align: 'right', render: (row) => row.counts.reliefAppearances },
    ...LABELS[by].map((label, index): Column<Row> => ({
      key: `entry-${index}`,
      header: label,
      align: 'right',
      render: (row) => countsWithShares(countsOf(row.counts, by))[index] ?? '0',
    })),
  ]
  const footer: FooterRow<Row>[] = total
    ? [{
        key: 'total',
        label: total.label,
        value: (column) => {
          if (column.key === 'relief') return total.counts.reliefAppearances
          const index = Number(column.key.replace('entry-', ''))
          return countsWithShares(countsOf(total.counts, by))[index] ?? ''
        },
      }]
    : []
  return <DataTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} footer={footer} density="compact" />
}
