import Link from 'next/link'
import type { StatColumn } from './stat-columns'

/** The current sort and the URL that sorts by a column (same column: the other order). */
export type SortState = { key: string; order: 'asc' | 'desc'; hrefFor: (key: string) => string }

const ARROW = { asc: '▲', desc: '▼' } as const
const ARIA = { asc: 'ascending', desc: 'descending' } as const

/**
 * A column header that is a link: sorting is a new URL, so it can be shared and needs no script.
 * `className`: what the table adds (sticky, shown on which screens).
 */
export function SortHeader({ column, sort, className = '' }: { column: StatColumn; sort: SortState; className?: string }) {
  const active = column.key === sort.key
  return (
    <th
      scope="col"
      aria-sort={active ? ARIA[sort.order] : undefined}
      className={`whitespace-nowrap px-0 py-0 text-right font-semibold ${active ? 'bg-amber-100 text-slate-900' : ''} ${className}`}
    >
      <Link
        href={sort.hrefFor(column.key)}
        scroll={false}
        prefetch={false}
        title={`${column.title}で並べ替え`}
        className="block px-1.5 py-2 hover:bg-slate-200 hover:text-slate-900"
      >
        {column.label}
        <span aria-hidden="true" className={`ml-0.5 inline-block w-2 text-[10px] ${active ? '' : 'invisible'}`}>
          {ARROW[sort.order]}
        </span>
      </Link>
    </th>
  )
}
