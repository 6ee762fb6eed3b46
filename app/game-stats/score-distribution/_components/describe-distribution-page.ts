import { gameStatsDescriptor } from '@/app/game-stats/_components/game-stats-descriptor'
import { gameStatsHref } from '@/app/game-stats/_components/game-stats-query'
import { sideLabel, type ScoreSide } from '@/app/game-stats/_components/score/score-side'
import { LEAGUE_SCOPE_LABELS } from '@/lib/domain/game-stats/league-scope'
import type { PageDescriptor } from '@/lib/seo/metadata'
import { DISTRIBUTION_PATH } from './compare-query'

const TITLE = '得点分布'

/**
 * Title, lead and canonical of a season and scope. The comparison (?vs=) is a view of the same
 * figures and stays out of the canonical; the latest season of NPB is the bare path.
 */
export function describeDistributionPage(view: ScoreSide, latest: number): PageDescriptor {
  const path = gameStatsHref(DISTRIBUTION_PATH, view, latest)
  const title = view.season === latest && view.league === 'npb' ? TITLE : `${sideLabel(view)} ${TITLE}`
  const description = `${view.season}年${LEAGUE_SCOPE_LABELS[view.league]}のレギュラーシーズンで、1球団が1試合に挙げた得点の分布（0〜15点以上）と平均・中央値、完封負け・1点差・5点差以上・引き分け・延長戦・9回終了時同点の割合。別の年度やリーグと重ねて比べられます。`
  return gameStatsDescriptor({
    title,
    description,
    path,
    season: view.season,
    dataset: {
      name: `${sideLabel(view)} ${TITLE}`,
      variables: ['1試合の得点の分布', '平均得点', '得点の中央値', '完封負けの割合', '1点差試合の割合', '5点差以上の試合の割合', '引き分けの割合', '延長戦の割合', '9回終了時に同点の割合'],
    },
  })
}
