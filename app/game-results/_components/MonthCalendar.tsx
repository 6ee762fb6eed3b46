'use client'

import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { scheduleQuery } from '@/lib/api-client/queries'
import { createQueryClient } from '@/lib/api-client/query-client'
import { japaneseMonth, monthOf, monthWeeks, neighbourMonths, type Month } from '@/lib/domain/games/month-grid'
import { CALENDAR_CARD, GRID_BOX, MONTH_ROW, MonthGridSkeleton, NOTE_LINE } from './MonthCalendarSkeleton'
import { MonthGrid } from './MonthGrid'
import { inView, type ResultsQuery } from './results-query'

/** One client for the page's life: a month read once is not read again when the calendar is closed and reopened. */
let client: ReturnType<typeof createQueryClient> | null = null

export type MonthCalendarProps = {
  /** The day the page shows (YYYY-MM-DD): its month opens first, and it is marked. */
  selected: string
  /** The data's first and last days with games: 前月 and 翌月 stop at their months. */
  range: { first: string; last: string }
  /** The league and club filters the day links keep. */
  query: ResultsQuery
}

const BUTTON = 'inline-flex min-h-11 items-center gap-1 rounded border border-slate-300 bg-white px-3 text-sm text-slate-700 enabled:hover:border-brand enabled:hover:text-brand disabled:opacity-40'

/** The grid, or its skeleton or error box of the same height, and the note line under it. */
function Schedule({ month, selected, query }: { month: Month; selected: string; query: ResultsQuery }) {
  const { data, isError, isPending, refetch } = useQuery(scheduleQuery(month))
  if (isPending)
    return (
      <>
        <MonthGridSkeleton />
        <p className={`${NOTE_LINE} text-slate-500`}>日程を読み込み中…</p>
      </>
    )
  if (isError)
    return (
      <>
        <div role="alert" className={`${GRID_BOX} flex flex-col items-center justify-center gap-2 text-sm text-rose-700`}>
          <p>日程を読み込めませんでした</p>
          <button type="button" onClick={() => void refetch()} className={BUTTON}>再読み込み</button>
        </div>
        <p className={NOTE_LINE} />
      </>
    )
  const shown = data.games.filter((game) => inView([game.away, game.home], query))
  const note =
    data.games.length === 0
      ? 'この月は試合がありません'
      : shown.length === 0
        ? '選んだ球団・リーグはこの月に試合がありません'
        : '● は試合のある日。押すとその日の結果へ移ります'
  return (
    <>
      <MonthGrid weeks={monthWeeks(month, shown.map((game) => game.date))} selected={selected} query={query} label={`${japaneseMonth(month)}の試合日`} />
      <p className={`${NOTE_LINE} text-slate-600`}>{note}</p>
    </>
  )
}

/**
 * A month of days with games from /api/games/schedule, read through the retrying client and
 * react-query: 前月 and 翌月 move within the data's months, and a day with games opens its results.
 */
export function MonthCalendar({ selected, range, query }: MonthCalendarProps) {
  client ??= createQueryClient()
  const [month, setMonth] = useState(() => monthOf(selected))
  const titleId = useId()
  const { previous, next } = neighbourMonths(month, range)
  return (
    <section aria-labelledby={titleId} className={CALENDAR_CARD}>
      <div className={MONTH_ROW}>
        <button type="button" disabled={previous === null} onClick={() => previous && setMonth(previous)} className={BUTTON}>
          <span aria-hidden="true">←</span>前月
        </button>
        <h2 id={titleId} aria-live="polite" className="text-base font-bold text-slate-900">{japaneseMonth(month)}</h2>
        <button type="button" disabled={next === null} onClick={() => next && setMonth(next)} className={BUTTON}>
          翌月<span aria-hidden="true">→</span>
        </button>
      </div>
      <QueryClientProvider client={client}>
        <Schedule month={month} selected={selected} query={query} />
      </QueryClientProvider>
    </section>
  )
}
