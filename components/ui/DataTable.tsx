import type { ReactNode } from 'react'

export type Column<Row> = {
  key: string
  header: string
  align?: 'left' | 'right' | 'center'
  render: (row: Row) => ReactNode
}

type Props<Row> = {
  caption: string
  columns: readonly Column<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
}

const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' } as const

/** A plain table that scrolls sideways on phones with its first column kept in view. */
export function DataTable<Row>({ caption, columns, rows, rowKey }: Props<Row>) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-xs text-slate-600">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.key}
                scope="col"
                className={`whitespace-nowrap px-3 py-2 font-semibold ${ALIGN[column.align ?? 'left']} ${
                  index === 0 ? 'sticky left-0 z-10 bg-slate-100' : ''
                }`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="hover:bg-slate-50">
              {columns.map((column, index) => (
                <td
                  key={column.key}
                  className={`whitespace-nowrap px-3 py-2 ${ALIGN[column.align ?? 'left']} ${
                    index === 0 ? 'sticky left-0 bg-white font-medium' : ''
                  }`}
                >
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
