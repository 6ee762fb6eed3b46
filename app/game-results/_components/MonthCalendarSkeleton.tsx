import { WEEKDAYS, WEEKS_SHOWN } from '@/lib/domain/games/month-grid'

/*
 * The calendar's frame, shared with MonthCalendar so the skeleton has its exact height. This file
 * is loaded with the page's button, so it imports nothing heavier than the weekday names.
 */
export const CALENDAR_CARD = 'w-full max-w-md space-y-1 rounded-lg border border-slate-200 bg-white p-2 sm:p-3'
export const MONTH_ROW = 'flex h-11 items-center justify-between gap-2'
/** The weekday row (28 px) and six 44 px weeks: the grid, its skeleton and its error box all take this height. */
export const GRID_BOX = 'h-[18.25rem]'
/** The line under the grid: a legend, the empty month's sentence or nothing, always this tall. */
export const NOTE_LINE = 'h-5 text-xs'

const HEAD_TONE: Readonly<Record<string, string>> = { 日: 'text-rose-700', 土: 'text-sky-700' }

export function WeekdayHeads() {
  return (
    <thead>
      <tr className="h-7 text-xs">
        {WEEKDAYS.map((weekday) => (
          <th key={weekday} scope="col" className={`font-semibold ${HEAD_TONE[weekday] ?? 'text-slate-600'}`}>{weekday}</th>
        ))}
      </tr>
    </thead>
  )
}

/** MonthGrid's shape while a month loads: the weekday row and six weeks of grey cells. */
export function MonthGridSkeleton() {
  return (
    <table aria-hidden="true" className={`${GRID_BOX} w-full table-fixed border-collapse`}>
      <WeekdayHeads />
      <tbody>
        {Array.from({ length: WEEKS_SHOWN }, (_, week) => (
          <tr key={week} className="h-11">
            {WEEKDAYS.map((weekday) => (
              <td key={weekday} className="p-0">
                <span className="mx-auto block size-7 rounded bg-slate-100 motion-safe:animate-pulse" />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The whole calendar while its script loads: the month row, the grid's skeleton and the note line. */
export function MonthCalendarSkeleton() {
  return (
    <div className={CALENDAR_CARD}>
      <div className={MONTH_ROW}>
        <span className="h-9 w-20 rounded bg-slate-100" />
        <span className="h-5 w-24 rounded bg-slate-100" />
        <span className="h-9 w-20 rounded bg-slate-100" />
      </div>
      <MonthGridSkeleton />
      <p className={`${NOTE_LINE} text-slate-500`}>カレンダーを読み込み中…</p>
    </div>
  )
}
