import { PageLink } from '@/components/navigation/PageLink'
import { PageHeader } from '@/components/layout/PageHeader'
import { getDramaticGames, getGameDates, getGameDetail } from '@/lib/data/loaders/get-game'
import { japaneseDay, resultsDay, type ResultsDay } from '@/lib/domain/games/results-date'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'
import { CalendarDisclosure } from './_components/CalendarDisclosure'
import { DayNav } from './_components/DayNav'
import { DramaticGames } from './_components/DramaticGames'
import { GameCard } from './_components/GameCard'
import { ResultFilters } from './_components/ResultFilters'
import { inView, resultsHref, resultsQuerySchema } from './_components/results-query'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const SHIFT: Readonly<Record<ResultsDay['shift'], string | null>> = {
  none: null,
  'before-data': 'より前の試合はデータにないため、最初の試合日を表示しています。',
  'after-data': 'より後の試合はデータにないため、最後の試合日を表示しています。',
}

async function load({ searchParams }: Props) {
  const query = resultsQuerySchema.parse(await searchParams)
  // Any day's answer carries the data's first and last days; '' sorts before them all.
  const range = getGameDates('')
  const day = range?.first && range.last ? resultsDay(query.date ?? null, { first: range.first, last: range.last }) : null
  const dates = day ? getGameDates(day.date) : null
  const page: PageDescriptor = {
    title: day ? `${japaneseDay(day.date)}の試合結果` : '試合結果',
    description: 'NPBの日別の試合結果。スコア・勝敗投手・本塁打と、試合ごとの詳細（イニングスコア・打撃成績・投手成績）へのリンク。',
    path: resultsHref({ date: query.date }),
  }
  return { query, day, dates, page }
}

export async function generateMetadata(props: Props) {
  return pageMetadata((await load(props)).page)
}

/** /game-results: one day's games (the last day with games unless ?date= says), filtered by league or club. */
export default async function GameResultsPage(props: Props) {
  const { query, day, dates, page } = await load(props)
  const games = (dates?.ids ?? []).flatMap((id) => getGameDetail(id) ?? [])
  const shown = games.filter((game) => inView([game.away.team, game.home.team], query))
  const shift = day && query.date ? SHIFT[day.shift] : null
  const drama = day ? getDramaticGames(Number(day.date.slice(0, 4))) : null
  return (
    <>
      <PageHeader page={page} />
      <div className="space-y-4">
        {shift && <p className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">{query.date}{shift}</p>}
        <ResultFilters query={{ ...query, date: day?.date }} />
        {dates && <DayNav dates={dates} query={{ ...query, date: day?.date }} />}
        {day && dates?.first && dates.last && <CalendarDisclosure selected={day.date} range={{ first: dates.first, last: dates.last }} query={{ ...query, date: day.date }} />}
        {games.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">この日は試合がありません。前後の試合日へは上のリンクから移れます。</p>
        ) : shown.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">この日、選んだ球団・リーグの試合はありません（全{games.length}試合）。</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((game) => (
              <li key={game.id}><GameCard game={game} /></li>
            ))}
          </ul>
        )}
        {day && (
          <p className="flex flex-wrap gap-x-4 text-sm">
            <PageLink href={`/game-results/mvp/daily?date=${day.date}`} className="tap-link">この日のMVP（WPA）</PageLink>
            <PageLink href={`/game-results/mvp/monthly?month=${day.date.slice(0, 7)}`} className="tap-link">この月の月間MVP</PageLink>
          </p>
        )}
        {drama && <DramaticGames drama={drama} />}
      </div>
    </>
  )
}
