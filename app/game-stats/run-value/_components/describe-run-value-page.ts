import { gameStatsDescriptor } from '@/app/game-stats/_components/game-stats-descriptor'
import type { GameStatsView } from '@/app/game-stats/_components/resolve-game-stats-view'
import { LEAGUE_SCOPE_LABELS } from '@/lib/domain/game-stats/league-scope'
import type { PageDescriptor } from '@/lib/seo/metadata'
import { runValueCsvHref, runValueHref } from './run-value-href'

const TITLE = '得点価値（Linear Weights）'

/** The title, lead, canonical and Dataset of a season and scope's page; the latest NPB view is the bare path. */
export function describeRunValuePage({ query, seasons, latest }: Pick<GameStatsView, 'query' | 'seasons' | 'latest'>): PageDescriptor {
  const { season, league } = query
  const scope = LEAGUE_SCOPE_LABELS[league]
  const title = [season === latest ? null : `${season}年`, league === 'npb' ? null : scope, TITLE].filter(Boolean).join(' ')
  const description = `${season}年${scope}の単打・二塁打・本塁打・四球・三振・盗塁など出来事ごとの得点価値（線形加重）と、wOBAの重みとスケール、FIP定数（防御率基準とRA9基準）、打席あたり得点・1勝あたり得点。年度別の定数表はCSVでダウンロードできます。`
  const path = runValueHref(query, latest)
  const oldest = seasons[seasons.length - 1] ?? season
  const newest = seasons[0] ?? season
  return gameStatsDescriptor({
    title,
    description,
    path,
    season,
    dataset: {
      name: `${scope}の得点価値とリーグ定数`,
      coverage: oldest === newest ? String(newest) : `${oldest}/${newest}`,
      variables: ['得点価値', 'wOBA', 'wOBAスケール', 'R/PA', 'R/W', 'FIP定数'],
      csv: runValueCsvHref(league),
    },
  })
}
