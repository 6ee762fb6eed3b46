import { PendingPage } from '@/components/layout/PendingPage'
import { LEAGUE_NAMES } from '@/lib/domain/teams/teams'
import { parseRouteParams } from '@/lib/parse-route-params'
import { leagueSeasonParams } from '@/lib/route-params'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

type View = 'standings' | 'trends'
export type StandingsProps = { params: Promise<{ season: string; league?: string }> }

async function describe(view: View, { params }: StandingsProps): Promise<PageDescriptor> {
  const { season, league } = parseRouteParams(leagueSeasonParams, await params)
  const scope = league ? LEAGUE_NAMES[league] : 'セ・パ両リーグ'
  const basePath = `/records/season/${view}/${season}`
  const name = view === 'standings' ? '順位表' : '順位変動'
  return {
    title: `${season}年 ${league ? `${LEAGUE_NAMES[league]} ` : ''}${name}`,
    description:
      view === 'standings'
        ? `${season}年NPB ${scope}の順位表。勝敗・勝率・ゲーム差・ピタゴラス勝率・残り試合と、対戦成績表・本拠地/ビジターの成績。`
        : `${season}年NPB ${scope}の順位とゲーム差の推移。シーズンを通した各球団の順位変動をグラフで表示します。`,
    path: league ? `${basePath}/${league}` : basePath,
    crumbs: league ? [{ label: '記録' }, { label: `${season}年 ${name}`, href: basePath }] : [{ label: '記録' }],
  }
}

/** Shared by /records/season/{standings,trends}/{season} and their league sub-routes. */
export function standingsPage(view: View) {
  return {
    generateMetadata: async (props: StandingsProps) => pageMetadata(await describe(view, props)),
    Page: async function StandingsPage(props: StandingsProps) {
      return <PendingPage page={await describe(view, props)} />
    },
  }
}
