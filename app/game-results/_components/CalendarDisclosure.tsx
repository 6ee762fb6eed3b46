'use client'

import { lazy, Suspense, useId, useState } from 'react'
import { useBrowserValue } from '@/components/ui/use-browser-value'
import type { MonthCalendarProps } from './MonthCalendar'
import { MonthCalendarSkeleton } from './MonthCalendarSkeleton'

/**
 * Loaded on the first opening, with react-query and the schedule's schema: the page itself ships
 * neither. React's own lazy, not next/dynamic, whose loader added 2.5 kB gzip to the first load;
 * the calendar only renders after a tap, so it is never drawn on the server.
 */
const MonthCalendar = lazy(() => import('./MonthCalendar').then((module) => ({ default: module.MonthCalendar })))

function Disclosure(props: MonthCalendarProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  // Disabled until the page runs: before that a tap would do nothing, and without script it never would.
  const running = useBrowserValue(() => true, false)
  return (
    <div className="space-y-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={!running}
        onClick={() => setOpen((now) => !now)}
        className="inline-flex min-h-11 items-center gap-1 rounded border border-slate-300 bg-white px-3 text-sm text-slate-700 hover:border-brand hover:text-brand disabled:opacity-60 sm:min-h-9"
      >
        カレンダー<span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div id={panelId}>
        {open && (
          <Suspense fallback={<MonthCalendarSkeleton />}>
            <MonthCalendar {...props} />
          </Suspense>
        )}
      </div>
    </div>
  )
}

/**
 * The 「カレンダー」 button under the day links, opening a month of days with games. Another day is
 * another view: the calendar starts closed again, and opens on that day's month.
 */
export function CalendarDisclosure(props: MonthCalendarProps) {
  return <Disclosure key={props.selected} {...props} />
}
