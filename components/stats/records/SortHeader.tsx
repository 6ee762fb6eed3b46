import { PageLink } from '@/components/navigation/PageLink'
import type { ReactNode } from 'react'
import { HeaderLabel } from '@/components/ui/HeaderLabel'
import type { StatColumn } from './stat-columns'

/** The current sort and the URL that sorts by a column (same column: the other order). */
export type SortState = { key: string; order: 'asc' | 'desc'; hrefFor: (key: string) => string }

const ARROW = { asc: '▲', desc: '▼' } as const
const ARIA = { asc: 'ascending', desc: 'descending' } as const

type Props = {
  column: StatColumn
  sort: SortState
  /** What the table adds (sticky, shown on which screens). */
  className?: string
  /** The glossary mark, a second tap target beside the sort link. */
  mark?: ReactNode
}

/**
 * A column header that is a link: sorting is a new URL, so it can be shared and needs no script.
 * Only the sort column keeps room for its arrow, and the mark's box is the cell's right padding:
 * with a mark on each, the 19 columns of a 詳細 tab still fit 1280 px.
 */
export function SortHeader({ column, sort, className = '', mark = null }: Props) {
  const active = column.key === sort.key
  return (
    <th
      scope="col"
      aria-sort={active ? ARIA[sort.order] : undefined}
      aria-label={column.label}
      className={`whitespace-nowrap p-0 text-right font-semibold ${active ? 'bg-amber-100 text-slate-900' : ''} ${className}`}
    >
      <HeaderLabel align="right" mark={mark}>
        <PageLink
          href={sort.hrefFor(column.key)}
          keepScroll
          title={`${column.label}で並べ替え`}
          className={`tap flex items-center justify-end pl-1 hover:bg-slate-200 hover:text-slate-900 ${mark ? '' : 'pr-1.5'}`}
        >
          {column.label}
          {active && (
            <span aria-hidden="true" className="ml-0.5 text-[10px]">
              {ARROW[sort.order]}
            </span>
          )}
        </PageLink>
      </HeaderLabel>
    </th>
  )
}
