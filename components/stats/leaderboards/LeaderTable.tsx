import { CELL_LINK, DataTable, type Column } from '@/components/ui/DataTable'
import { PageLink } from '@/components/navigation/PageLink'
import type { GlossaryRef } from '@/lib/domain/glossary/glossary'

export type LeaderRow = {
  key: string
  rank: number
  name: string
  href: string
  teams: string
  value: string
  /** The career span or the season. */
  when: string
}

type Props = {
  id: string
  title: string
  /** The entry rule of a rate list, shown under its heading. */
  note?: string
  valueHeader: string
  /** The listed stat's glossary entry, linked beside the value header. */
  valueGlossary?: GlossaryRef
  whenHeader: string
  rows: readonly LeaderRow[]
  /** Why the list is empty, said in place of the table. */
  empty: string
}

function columns(valueHeader: string, valueGlossary: GlossaryRef | undefined, whenHeader: string): Column<LeaderRow>[] {
  return [
    { key: 'rank', header: '順位', align: 'right', width: 40, render: (row) => row.rank, cell: () => ({ className: 'font-normal text-slate-500' }) },
    {
      key: 'player',
      header: '選手',
      rowHeader: true,
      render: (row) => (
        <>
          <PageLink href={row.href} className={`font-medium text-slate-900 hover:text-brand hover:underline ${CELL_LINK}`}>
            {row.name}
          </PageLink>
          <span className="block text-xs text-slate-500">{row.teams}</span>
        </>
      ),
      cell: () => ({ className: 'font-normal' }),
    },
    { key: 'value', header: valueHeader, align: 'right', glossary: valueGlossary, render: (row) => row.value, cell: () => ({ className: 'font-semibold' }) },
    { key: 'when', header: whenHeader, align: 'right', render: (row) => row.when, cell: () => ({ className: 'text-slate-600' }) },
  ]
}

/**
 * One ranked list: rank, player (club underneath), value, span or season. Four narrow columns
 * fit a 390 px phone; a long name still scrolls sideways with the rank kept in view.
 */
export function LeaderTable({ id, title, note, valueHeader, valueGlossary, whenHeader, rows, empty }: Props) {
  return (
    <section id={`${id}-list`} aria-labelledby={id} className="min-w-0 scroll-mt-20 rounded-lg border border-slate-200 bg-white">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-slate-100 px-3 py-2">
        <h2 id={id} className="text-base font-bold text-slate-900">
          {title}
        </h2>
        {note && <p className="text-xs text-slate-500">{note}</p>}
      </div>
      {rows.length === 0 ? (
        <p className="px-3 py-6 text-sm text-slate-600">{empty}</p>
      ) : (
        <DataTable caption={title} columns={columns(valueHeader, valueGlossary, whenHeader)} rows={rows} rowKey={(row) => row.key} density="compact" framed={false} />
      )}
    </section>
  )
}
