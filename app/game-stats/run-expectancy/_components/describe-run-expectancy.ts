import { gameStatsDescriptor } from '@/app/game-stats/_components/game-stats-descriptor'
import { gameStatsHref } from '@/app/game-stats/_components/game-stats-query'
import { LEAGUE_SCOPE_LABELS, type LeagueScope } from '@/lib/domain/game-stats/league-scope'
import type { PageDescriptor } from '@/lib/seo/metadata'
import { RUN_EXPECTANCY_PATH } from './run-expectancy-query'

const TITLE = '得点期待値（RE24）'

/**
 * The page's title, lead, canonical and Dataset: the latest season's NPB view is the bare path;
 * the by-count state and situation are view-only and stay out of the canonical.
 */
export function describeRunExpectancy({ season, league }: { season: number; league: LeagueScope }, latest: number): PageDescriptor {
  const canonical = gameStatsHref(RUN_EXPECTANCY_PATH, { season, league }, latest)
  const scope = LEAGUE_SCOPE_LABELS[league]
  const title = season === latest && league === 'npb' ? TITLE : `${season}年 ${scope} ${TITLE}`
  const description = `${season}年${scope}の打席記録から集計した、アウトと走者の24状況ごとの得点期待値と得点確率（1点以上入る確率）。公表値（NPB 2004〜2013年）との比較、年度ごとの変化、ボールカウント別の得点期待値・勝利確率も。`
  return gameStatsDescriptor({
    title,
    description,
    path: canonical,
    season,
    dataset: { variables: ['得点期待値', '得点確率', 'カウント別得点期待値', 'カウント別勝利確率'] },
  })
}
