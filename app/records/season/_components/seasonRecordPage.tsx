import { PendingPage } from '@/components/layout/PendingPage'
import { LEAGUE_NAMES } from '@/lib/domain/teams/teams'
import { parseRouteParams } from '@/lib/parse-route-params'
import { STATS_TYPE_LABELS } from '@/lib/route-labels'
import { seasonRecordParams } from '@/lib/route-params'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

type Scope = 'players' | 'teams'
export type SeasonRecordProps = { params: Promise<{ statsType: string; season: string; league?: string }> }

const SCOPE_LABELS: Readonly<Record<Scope, string>> = { players: '選手', teams: 'チーム' }

async function describe(scope: Scope, { params }: SeasonRecordProps): Promise<PageDescriptor> {
  const { statsType, season, league } = parseRouteParams(seasonRecordParams, await params)
  const leagueLabel = league ? `${LEAGUE_NAMES[league]} ` : ''
  const kind = `${SCOPE_LABELS[scope]}${STATS_TYPE_LABELS[statsType]}成績`
  const basePath = `/records/season/${scope}/${statsType}/${season}`
  return {
    title: `${season}年 ${leagueLabel}${kind}`,
    description:
      scope === 'players'
        ? `${season}年NPB ${leagueLabel}の${kind}。規定到達者と全選手の基本成績・詳細成績・セイバーメトリクス指標を並べ替えて比較できます。`
        : `${season}年NPB ${leagueLabel}12球団の${STATS_TYPE_LABELS[statsType]}成績の合計と率、リーグ平均との比較。`,
    path: league ? `${basePath}/${league}` : basePath,
    crumbs: league ? [{ label: '記録' }, { label: `${season}年 ${kind}`, href: basePath }] : [{ label: '記録' }],
  }
}

/** One page module per scope, shared by the season route and its league sub-route. */
export function seasonRecordPage(scope: Scope) {
  return {
    generateMetadata: async (props: SeasonRecordProps) => pageMetadata(await describe(scope, props)),
    Page: async function SeasonRecordPage(props: SeasonRecordProps) {
      return <PendingPage page={await describe(scope, props)} />
    },
  }
}
