import { gameStatsDescriptor } from '@/app/game-stats/_components/game-stats-descriptor'
import type { GameStatsView } from '@/app/game-stats/_components/resolve-game-stats-view'
import { LEAGUE_SCOPE_LABELS } from '@/lib/domain/game-stats/league-scope'
import type { PageDescriptor } from '@/lib/seo/metadata'
import { parkFactorCanonical } from './park-factor-query'

const TITLE = 'パークファクター'

/** The page's title, lead, canonical and Dataset for a season and league (the latest NPB view is the bare path). */
export function describeParkFactor(view: GameStatsView): PageDescriptor {
  const { season, league } = view.query
  const scope = league === 'npb' ? '' : `${LEAGUE_SCOPE_LABELS[league]} `
  const title = season === view.latest && league === 'npb' ? TITLE : `${season}年 ${scope}${TITLE}`
  const description = `${season}年の球場ごとの得点・本塁打・安打・二塁打・三塁打・三振・四球の出やすさ。本拠地と敵地の1試合あたりの比（単年）と、最大5年分を合算して年数に応じ1へ近づけた複数年の値を、地方球場の試合も実際の球場ごとに示します。`
  const path = parkFactorCanonical(view)
  return gameStatsDescriptor({
    title,
    description,
    path,
    season,
    dataset: { variables: ['得点パークファクター', '本塁打パークファクター', '安打パークファクター', '二塁打パークファクター', '三塁打パークファクター', '三振パークファクター', '四球パークファクター'] },
  })
}
