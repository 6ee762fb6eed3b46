import { PageLink } from '@/components/navigation/PageLink'
import { japaneseMonthDay, type MonthDay, type MonthWeek } from '@/lib/domain/games/month-grid'
import { GRID_BOX, WeekdayHeads } from './MonthCalendarSkeleton'
import { resultsHref, type ResultsQuery } from './results-query'

const CELL = 'flex h-11 flex-col items-center justify-center gap-0.5 rounded text-sm tabular-nums'

function Day({ cell, selected, query }: { cell: MonthDay; selected: boolean; query: ResultsQuery }) {
  const current = selected ? ({ 'aria-current': 'date' } as const) : {}
  if (cell.games === 0)
    return (
      <span {...current} className={`${CELL} text-slate-500 ${selected ? 'ring-2 ring-inset ring-brand' : ''}`}>
        {cell.day}
        <span aria-hidden="true" className="size-1.5" />
      </span>
    )
  return (
    <PageLink
      href={resultsHref({ ...query, date: cell.date })}
      aria-label={`${japaneseMonthDay(cell.date)} ${cell.games}試合`}
      {...current}
      className={`${CELL} font-semibold ${selected ? 'bg-brand text-white' : 'text-slate-900 hover:bg-brand-50 hover:text-brand'}`}
    >
      {cell.day}
      <span aria-hidden="true" className={`size-1.5 rounded-full ${selected ? 'bg-white' : 'bg-brand'}`} />
    </PageLink>
  )
}

/**
 * The month's weeks, 日 to 土: a day with games (in the filtered view) is a link to its results,
 * keeping the league and club filters, with a dot and its count in the link's name; other days are text.
 */
export function MonthGrid({ weeks, selected, query, label }: { weeks: readonly MonthWeek[]; selected: string; query: ResultsQuery; label: string }) {
  return (
    <table aria-label={label} className={`${GRID_BOX} w-full table-fixed border-collapse`}>
      <WeekdayHeads />
      <tbody>
        {weeks.map((week, index) => (
          <tr key={index} className="h-11">
            {week.map((cell, day) => (
              <td key={day} className="p-0">
                {cell && <Day cell={cell} selected={cell.date === selected} query={query} />}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
