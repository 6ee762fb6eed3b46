import { getMonthlyWpaLeaders, listMvpMonths } from '@/lib/data/loaders/get-game-mvp'
import { japaneseMonth, shownMonth, type ShownMonth } from '@/lib/domain/games/mvp-month'
import type { League } from '@/lib/domain/teams/teams'
import type { MonthlyWpaLeaders } from '@/lib/schemas/game-mvp'
import type { PageDescriptor } from '@/lib/seo/metadata'
import { mvpPage } from './mvp-page'
import { mvpHref, type MvpQuery } from './mvp-query'

export type MonthlyView = {
  tab: 'monthly'; page: PageDescriptor; asked: string | null; shown: ShownMonth | null; months: readonly string[]
  league: League | null; leaders: MonthlyWpaLeaders | null
}

/** The monthly tab: the asked month with regular-season games, the nearest one for another month, the latest by default. */
export function loadMonthlyView(query: MvpQuery): MonthlyView {
  const months = listMvpMonths() ?? []
  const shown = shownMonth(query.month ?? null, months)
  const label = shown ? japaneseMonth(shown.month) : null
  const title = label ? `${label} 月間MVP（WPA）` : '月間MVP（WPA）'
  const description = `${label ? `${label}の` : '月ごとの'}公式戦（交流戦を含む）で勝利確率を押し上げた打者・投手を、WPAの合計の上位10人ずつリーグ別に表示します。`
  // The league is a view of the same month: the canonical address leaves it out, as /game-results does.
  const page = mvpPage({ title, description, path: mvpHref('monthly', query.month && shown ? { month: shown.month } : {}), coverage: shown?.month ?? null })
  return { tab: 'monthly', page, asked: query.month ?? null, shown, months, league: query.league ?? null, leaders: shown ? getMonthlyWpaLeaders(shown.month) : null }
}
