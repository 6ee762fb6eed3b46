import 'server-only'
import { gameStatsDescriptor } from '@/app/game-stats/_components/game-stats-descriptor'
import type { SearchParams } from '@/app/game-stats/_components/game-stats-query'
import { resolveGameStatsView, type GameStatsView } from '@/app/game-stats/_components/resolve-game-stats-view'
import type { PageDescriptor } from '@/lib/seo/metadata'
import { parseMapQuery, winProbabilityHref, type MapQuery } from './win-probability-query'

export type WinProbabilityView = GameStatsView & MapQuery

const TITLE = '勝利確率ヒートマップ'

/** The season (the latest unless the URL asks for a served one), the base-out state and the compare season. */
export function resolveWinProbabilityView(params: SearchParams): WinProbabilityView {
  const view = resolveGameStatsView(params)
  return { ...view, ...parseMapQuery(params, { season: view.query.season, seasons: view.seasons }) }
}

/** The view's address with some of it changed (a pill's target). */
export function viewHref(view: WinProbabilityView, change: Partial<{ season: number } & MapQuery>): string {
  return winProbabilityHref({ season: view.query.season, latest: view.latest, state: view.state, compare: view.compare, ...change })
}

/**
 * Title, lead and canonical: the season is part of the page's identity, the state and compare
 * season are views of it and stay out of the canonical.
 */
export function describeWinProbabilityPage(view: WinProbabilityView): PageDescriptor {
  const { season } = view.query
  const path = winProbabilityHref({ season, latest: view.latest, state: { outs: 0, bases: 0 }, compare: null })
  const title = season === view.latest ? TITLE : `${season}年 ${TITLE}`
  const description = `${season}年の全打席から作ったモデルで、回・表裏と点差（−5〜+5）、アウトと走者の場面ごとに、ホームチームが勝つ確率と引き分けの確率（延長12回打ち切り）を色分けした表にしました。2つの年度の比較もできます。`
  return gameStatsDescriptor({
    title,
    description,
    path,
    season,
    dataset: { variables: ['ホームチームの勝利確率', '引き分けの確率'], technique: 'マルコフ連鎖モデル（NPBの規則、延長12回打ち切り）' },
  })
}
