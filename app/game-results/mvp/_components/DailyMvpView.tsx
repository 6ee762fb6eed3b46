import type { ResultsDay } from '@/lib/domain/games/results-date'
import type { DailyView } from './load-daily-view'
import { MvpDayNav } from './MvpDayNav'
import { MvpGameCard } from './MvpGameCard'
import { Notice } from './Notice'

const SHIFT: Readonly<Record<ResultsDay['shift'], string | null>> = {
  none: null,
  'before-data': 'より前の試合はデータにないため、最初の試合日を表示しています。',
  'after-data': 'より後の試合はデータにないため、最後の試合日を表示しています。',
}

/** One day's games, each with its MVP; the days with games either side. */
export function DailyMvpView({ view }: { view: DailyView }) {
  const { day, dates, mvps, asked } = view
  if (!day || !mvps) return <Notice>データベースが未構築のため、MVPを表示できません。</Notice>
  const shift = asked ? SHIFT[day.shift] : null
  const season = Number(day.date.slice(0, 4))
  return (
    <div className="space-y-4">
      {shift && <p className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">{asked}{shift}</p>}
      {dates && <MvpDayNav dates={dates} />}
      {mvps.games.length === 0 ? (
        <Notice>この日は試合がありません。前後の試合日へは上のリンクから移れます。</Notice>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {mvps.games.map((game) => (
            <li key={game.id}><MvpGameCard game={game} season={season} /></li>
          ))}
        </ul>
      )}
    </div>
  )
}
