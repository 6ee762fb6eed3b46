import type { ReactNode } from 'react'
import { formatStat } from '@/lib/domain/format/stat-format'
import { SortHeader, type SortState } from './SortHeader'
import type { StatColumn } from './stat-columns'
import { statValue } from './stat-value'

/** Identity columns before the stats; the first one stays pinned while the table scrolls sideways. */
export type LeadingColumn<Row> = { key: string; header: string; render: (row: Row) => ReactNode }
/** `perClub`: a per-club average, whose counts print with a decimal. */
export type FooterRow = { key: string; label: string; row: object; perClub?: boolean }

type Props<Row extends object> = {
  caption: string
  leading: readonly [LeadingColumn<Row>, ...LeadingColumn<Row>[]]
  columns: readonly StatColumn[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
  sort: SortState
  /** League 合計/平均 rows under the clubs: a label across the leading columns, then the stats. */
  footer?: readonly FooterRow[]
}

const STICKY = 'sticky left-0 z-10 shadow-[inset_-1px_0_0_var(--color-slate-200)]'
/** Each body row's pinned first cell, styled once on the body. */
const ROW_HEADER =
  '[&_th]:sticky [&_th]:left-0 [&_th]:z-10 [&_th]:whitespace-nowrap [&_th]:bg-white [&_th]:px-3 [&_th]:py-1.5 [&_th]:text-left [&_th]:font-medium [&_th]:shadow-[inset_-1px_0_0_var(--color-slate-200)]'
/** The sort column is tinted. */
const TINT = 'bg-amber-50 font-semibold text-slate-900'

/**
 * A server-rendered stats table: headers are links that re-sort through the URL, the sort
 * column is tinted, and on a phone the table scrolls inside its box with the first column pinned.
 */
export function RecordsTable<Row extends object>({ caption, leading, columns, rows, rowKey, sort, footer = [] }: Props<Row>) {
  const [first, ...rest] = leading
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white" data-records-table>
      {/* Cell padding and hover live on the table, not on each of the 1,500 cells: smaller HTML, faster render. */}
      <table className="min-w-full border-collapse text-sm tabular-nums [&_td]:whitespace-nowrap [&_td]:px-2 [&_td]:py-1.5">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-xs text-slate-600">
          <tr>
            <th scope="col" className={`${STICKY} bg-slate-100 px-3 py-2 text-left font-semibold`}>
              {first.header}
            </th>
            {rest.map((column) => (
              <th key={column.key} scope="col" className="whitespace-nowrap px-2 py-2 text-left font-semibold">
                {column.header}
              </th>
            ))}
            {columns.map((column) => (
              <SortHeader key={column.key} column={column} sort={sort} />
            ))}
          </tr>
        </thead>
        <tbody className={`divide-y divide-slate-100 text-right [&_tr:hover>*]:bg-slate-50 ${ROW_HEADER}`}>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row">
                {first.render(row)}
              </th>
              {rest.map((column) => (
                <td key={column.key} className="text-left">
                  {column.render(row)}
                </td>
              ))}
              {columns.map((column) => (
                // No className prop at all off the sort column: an undefined one is still sent per cell.
                <td key={column.key} {...(column.key === sort.key ? { className: TINT } : {})}>
                  {formatStat(statValue(row, column.key), column.format)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footer.length > 0 ? (
          <tfoot className="border-t-2 border-slate-300 bg-slate-50 text-right text-slate-700">
            {footer.map((line) => (
              <tr key={line.key} className="border-t border-slate-200">
                <th scope="row" colSpan={leading.length} className={`${STICKY} whitespace-nowrap bg-slate-50 px-3 py-1.5 text-left font-semibold`}>
                  {line.label}
                </th>
                {columns.map((column) => (
                  <td key={column.key}>
                    {formatStat(statValue(line.row, column.key), column.format, line.perClub)}
                  </td>
                ))}
              </tr>
            ))}
          </tfoot>
        ) : null}
      </table>
    </div>
  )
}
