import { gameStatsDescriptor } from '@/app/game-stats/_components/game-stats-descriptor'
import { gameStatsHref } from '@/app/game-stats/_components/game-stats-query'
import { sideLabel, type ScoreSide } from '@/app/game-stats/_components/score/score-side'
import { LEAGUE_SCOPE_LABELS } from '@/lib/domain/game-stats/league-scope'
import type { PageDescriptor } from '@/lib/seo/metadata'
import { TREND_METRIC_DEFINITIONS, TREND_METRICS, TREND_PATH } from './trend-metrics'

const TITLE = '得点環境の推移'

/**
 * Title, lead and canonical of a season and scope. The chart's metric (?metric=) is a view of the
 * same tables and stays out of the canonical; the latest season of NPB is the bare path.
 */
export function describeTrendPage(view: ScoreSide, latest: number): PageDescriptor {
  const path = gameStatsHref(TREND_PATH, view, latest)
  const labels = TREND_METRICS.map((metric) => TREND_METRIC_DEFINITIONS[metric].label)
  const title = view.season === latest && view.league === 'npb' ? TITLE : `${sideLabel(view)} ${TITLE}`
  const description = `${view.season}年${LEAGUE_SCOPE_LABELS[view.league]}の月別と、年度別の得点環境（${labels.join('・')}）。リーグ全体の打高・投高の移り変わりを表とグラフで示します。`
  return gameStatsDescriptor({ title, description, path, season: view.season, dataset: { name: `${sideLabel(view)} ${TITLE}`, variables: labels } })
}
