import { PageLink } from '@/components/navigation/PageLink'
import type { GameDates } from '@/lib/data/loaders/game/game-dates'
import { japaneseDay } from '@/lib/domain/games/results-date'
import { mvpHref } from './mvp-query'

const LINK = 'inline-flex min-h-11 items-center rounded border border-slate-300 bg-white px-3 text-sm text-slate-700 hover:border-brand hover:text-brand sm:min-h-9'

/** The previous and next days with games (DayNav's pattern on /game-results). */
export function MvpDayNav({ dates }: { dates: GameDates }) {
  return (
    <nav aria-label="日付" className="flex flex-wrap items-center justify-between gap-2">
      {dates.previous ? (
        <PageLink href={mvpHref('daily', { date: dates.previous })} className={LINK}>← {japaneseDay(dates.previous)}</PageLink>
      ) : (
        <span />
      )}
      {dates.next && <PageLink href={mvpHref('daily', { date: dates.next })} className={LINK}>{japaneseDay(dates.next)} →</PageLink>}
    </nav>
  )
}
