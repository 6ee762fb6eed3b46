import { DataTable } from '@/components/ui/DataTable'
import { formatStat } from '@/lib/domain/format/stat-format'
import { COUNT_KEYS } from '@/lib/domain/sabermetrics/count-values'
import type { CountExpectancy } from '@/lib/schemas/run-expectancy'
import { heatCell, rangeOf } from './heat'
import { BASES_IN_TABLE_ORDER, stateLabel } from './state-labels'

type Available = Extract<CountExpectancy, { available: true }>
type Row = Available['grid'][number]

/** RE by count of all 24 states (rows, in table order) × 12 counts, tinted on one scale; each state links to its own table. */
export function CountGrid({ view, caption, stateHref }: { view: Available; caption: string; stateHref: (state: { outs: number; bases: number }) => string }) {
  const [min, max] = rangeOf(view.grid.flatMap((row) => row.runs))
  const rows = [0, 1, 2].flatMap((outs) => BASES_IN_TABLE_ORDER.flatMap((bases) => view.grid.filter((row) => row.outs === outs && row.bases === bases)))
  return (
    <DataTable
      caption={caption}
      rowKey={(row) => `${row.outs}-${row.bases}`}
      rows={rows}
      density="tight"
      columns={[
        { key: 'state', header: '状況', rowHeader: true, render: (row: Row) => stateLabel(row.outs, row.bases), link: (row: Row) => ({ href: stateHref(row) }) },
        ...COUNT_KEYS.map((count, at) => ({
          key: count,
          header: count,
          align: 'right' as const,
          cell: (row: Row) => heatCell(row.runs[at] ?? null, min, max),
          render: (row: Row) => formatStat(row.runs[at] ?? null, 'decimal3'),
        })),
      ]}
    />
  )
}
