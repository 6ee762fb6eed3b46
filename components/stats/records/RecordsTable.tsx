import type { ReactNode } from 'react'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatStat } from '@/lib/domain/format/stat-format'
import { SortHeader, type SortState } from './SortHeader'
import type { StatColumn } from './stat-columns'
import { statValue } from './stat-value'

/**
 * Identity columns before the stats; the first one stays pinned while the table scrolls sideways.
 * A column naming a page gives its href by `link` (its text by `render`), which the table sends compactly.
 */
export type LeadingColumn<Row> = { key: string; header: string; render: (row: Row) => ReactNode; link?: Column<Row>['link'] }
/** `perClub`: a per-club average, whose counts print with a decimal. `ranks`: the row's values are places, printed 「3位」. */
export type FooterRow = { key: string; label: string; row: object; perClub?: boolean; ranks?: boolean }

type Props<Row extends object> = {
  caption: string
  leading: readonly [LeadingColumn<Row>, ...LeadingColumn<Row>[]]
  columns: readonly StatColumn[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
  sort: SortState
  /** The sort column when the shown group does not list it: a phone still shows it next to the name. */
  sortColumn?: StatColumn | null
  /** League 合計/平均 rows under the clubs: a label across the leading columns, then the stats. */
  footer?: readonly FooterRow[]
}

/**
 * A server-rendered stats table on the shared DataTable: headers are links that re-sort through
 * the URL, each with a ? mark to its glossary entry beside it, the sort column is tinted, and a
 * phone shows it right after the name.
 */
export function RecordsTable<Row extends object>({ caption, leading, columns, rows, rowKey, sort, sortColumn, footer = [] }: Props<Row>) {
  const unlisted = sortColumn && !columns.some((column) => column.key === sort.key) ? [{ ...sortColumn, phoneOnly: true }] : []
  const stats = [...columns, ...unlisted]
  const table: Column<Row>[] = [
    ...leading.map((column, index): Column<Row> => ({ ...column, rowHeader: index === 0 })),
    ...stats.map(
      (stat): Column<Row> => ({
        key: stat.key,
        header: stat.label,
        align: 'right',
        phoneOnly: 'phoneOnly' in stat,
        render: (row) => formatStat(statValue(row, stat.key), stat.format),
        glossary: stat.glossary,
        headerCell: (className, mark) => <SortHeader column={stat} sort={sort} className={className} mark={mark} />,
      }),
    ),
  ]
  const formats = new Map(stats.map((stat) => [stat.key, stat.format]))
  return (
    <DataTable<Row>
      caption={caption}
      columns={table}
      rows={rows}
      rowKey={rowKey}
      leading={leading.length}
      phoneLead={[sort.key]}
      highlight={sort.key}
      density="compact"
      footer={footer.map((line) => ({
        key: line.key,
        label: line.label,
        value: (column) => {
          const format = formats.get(column.key)
          if (!format) return null
          if (line.ranks) {
            const place = statValue(line.row, column.key)
            return place === null ? '-' : `${place}位`
          }
          return formatStat(statValue(line.row, column.key), format, line.perClub)
        },
      }))}
    />
  )
}
