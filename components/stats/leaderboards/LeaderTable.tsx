import Link from 'next/link'

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
  whenHeader: string
  rows: readonly LeaderRow[]
  /** Why the list is empty, said in place of the table. */
  empty: string
}

/**
 * One ranked list: rank, player (club underneath), value, span or season. Four narrow columns
 * fit a 390 px phone; a long name still scrolls sideways with the rank kept in view.
 */
export function LeaderTable({ id, title, note, valueHeader, whenHeader, rows, empty }: Props) {
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
        <div className="overflow-x-auto">
          <table className="min-w-full border-collapse text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="bg-slate-50 text-xs text-slate-600">
              <tr>
                <th scope="col" className="sticky left-0 z-10 w-10 bg-slate-50 px-2 py-1.5 text-right font-semibold">
                  順位
                </th>
                <th scope="col" className="px-2 py-1.5 text-left font-semibold">
                  選手
                </th>
                <th scope="col" className="px-2 py-1.5 text-right font-semibold">
                  {valueHeader}
                </th>
                <th scope="col" className="px-2 py-1.5 text-right font-semibold">
                  {whenHeader}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.key}>
                  <td className="sticky left-0 bg-white px-2 py-1.5 text-right tabular-nums text-slate-500">{row.rank}</td>
                  <th scope="row" className="px-2 py-1.5 text-left font-normal">
                    <Link href={row.href} className="font-medium text-slate-900 hover:text-brand hover:underline">
                      {row.name}
                    </Link>
                    <span className="block text-xs text-slate-500">{row.teams}</span>
                  </th>
                  <td className="whitespace-nowrap px-2 py-1.5 text-right font-semibold tabular-nums">{row.value}</td>
                  <td className="whitespace-nowrap px-2 py-1.5 text-right tabular-nums text-slate-600">{row.when}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
