import { LEAGUE_NAMES } from '@/lib/domain/teams/teams'
import type { PageDescriptor } from '@/lib/seo/metadata'
import { standingsHref, type StandingsScope } from './standings-query'

/** Title, lead, canonical path and breadcrumb of a standings or trends page. */
export function describeStandings(scope: StandingsScope): PageDescriptor {
  const { view, season, league } = scope
  const scopeLabel = league ? LEAGUE_NAMES[league] : 'セ・パ両リーグ'
  const name = view === 'standings' ? '順位表' : '順位変動'
  const basePath = standingsHref({ ...scope, league: undefined })
  return {
    title: `${season}年 ${league ? `${LEAGUE_NAMES[league]} ` : ''}${name}`,
    description:
      view === 'standings'
        ? `${season}年NPB ${scopeLabel}の順位表。勝敗・勝率・ゲーム差・ピタゴラス勝率・残り試合と優勝マジック、対戦成績表、ホーム/ビジター別の成績。`
        : `${season}年NPB ${scopeLabel}の順位とゲーム差の推移。シーズンを通した各球団のゲーム差をグラフで、月末ごとの順位を表で示します。`,
    path: standingsHref(scope),
    crumbs: league ? [{ label: '記録' }, { label: `${season}年 ${name}`, href: basePath }] : [{ label: '記録' }],
  }
}
