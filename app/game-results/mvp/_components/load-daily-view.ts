import { getGameDates } from '@/lib/data/loaders/get-game'
import { getDailyMvps } from '@/lib/data/loaders/get-game-mvp'
import type { GameDates } from '@/lib/data/loaders/game/game-dates'
import { japaneseDay, resultsDay, type ResultsDay } from '@/lib/domain/games/results-date'
import type { DailyMvps } from '@/lib/schemas/game-mvp'
import type { PageDescriptor } from '@/lib/seo/metadata'
import { mvpPage } from './mvp-page'
import { mvpHref, type MvpQuery } from './mvp-query'

export type DailyView = { tab: 'daily'; page: PageDescriptor; asked: string | null; day: ResultsDay | null; dates: GameDates | null; mvps: DailyMvps | null }

/** The daily tab: the asked day inside the data, the nearest end of it outside, the last day with games by default (as /game-results). */
export function loadDailyView(query: MvpQuery): DailyView {
  // Any day's answer carries the data's first and last days; '' sorts before them all.
  const range = getGameDates('')
  const day = range?.first && range.last ? resultsDay(query.date ?? null, { first: range.first, last: range.last }) : null
  const label = day ? japaneseDay(day.date) : null
  const title = label ? `${label} 日別MVP（WPA）` : '日別MVP（WPA）'
  const description = `${label ? `${label}の` : ''}各試合で勝利確率を最も押し上げた選手（打者または投手）をWPAの合計で選び、その試合の成績とともに表示します。`
  const page = mvpPage({ title, description, path: mvpHref('daily', query.date && day ? { date: day.date } : {}), coverage: day?.date ?? null })
  return { tab: 'daily', page, asked: query.date ?? null, day, dates: day ? getGameDates(day.date) : null, mvps: day ? getDailyMvps(day.date) : null }
}
