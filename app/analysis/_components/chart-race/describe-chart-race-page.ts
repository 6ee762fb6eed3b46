import { DEFAULT_RACE_STAT, RACE_SIDE_LABELS, RACE_STAT_LABELS, RACE_STATS, type RaceSide, type RaceStat } from '@/lib/domain/analysis/race-stats'
import { LEAGUE_SCOPE_LABELS, type LeagueScope } from '@/lib/domain/game-stats/league-scope'
import { datasetPage } from '@/lib/seo/dataset-page'
import type { PageDescriptor } from '@/lib/seo/metadata'
import { chartRaceHref } from './chart-race-href'

type Described = { side: RaceSide; stat: RaceStat; latest: number; query: { season: number; league: LeagueScope } }

/** The API answer a view draws, as a site path (the Dataset's download). */
export const chartRaceApiHref = (side: RaceSide, season: number, stat: RaceStat, league: LeagueScope) =>
  `/api/analysis/chart-race/${side}?season=${season}&stat=${stat}&league=${league}`

/**
 * The title, lead, canonical and Dataset of a race view. The side's default view keeps the menu's
 * title (チャートレース（投手）); another stat, season or league is named in it.
 */
export function describeChartRacePage({ side, stat, latest, query }: Described): PageDescriptor {
  const { season, league } = query
  const scope = LEAGUE_SCOPE_LABELS[league]
  const label = RACE_STAT_LABELS[stat]
  const name = stat === DEFAULT_RACE_STAT[side] ? `チャートレース（${RACE_SIDE_LABELS[side]}）` : `チャートレース（${RACE_SIDE_LABELS[side]}・${label}）`
  const title = [season === latest ? null : `${season}年`, league === 'npb' ? null : scope, name].filter(Boolean).join(' ')
  const others = RACE_STATS[side].filter((other) => other !== stat).map((other) => RACE_STAT_LABELS[other]).join('・')
  const description = `${season}年${scope}の${label}の上位10人が、開幕から最終日まで日付ごとにどう入れ替わったかをバーチャートレースで表示します。再生・一時停止・1日送り・速度の切り替えと日付のスライダーで操作でき、最終順位は表でも確認できます（${others}も選べます）。`
  const path = chartRaceHref(side, { season, league, stat }, latest)
  return datasetPage({
    title,
    description,
    path,
    crumbs: [{ label: '分析' }],
    dataset: {
      name: `${season}年${scope} ${label}ランキングの推移`,
      coverage: String(season),
      variables: [label],
      technique: 'レギュラーシーズンの試合記録から日付ごとに累計',
      download: { href: chartRaceApiHref(side, season, stat, league), format: 'application/json' },
    },
  })
}
