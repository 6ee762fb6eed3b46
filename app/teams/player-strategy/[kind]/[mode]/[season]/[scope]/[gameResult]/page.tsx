import { PendingPage } from '@/components/layout/PendingPage'
import { getTeamByCode } from '@/lib/domain/teams/teams'
import { GAME_RESULT_LABELS, STRATEGY_KIND_LABELS, STRATEGY_MODE_LABELS } from '@/lib/route-labels'
import { parseRouteParams } from '@/lib/parse-route-params'
import { strategyTeamParams } from '@/lib/route-params'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

type Props = PageProps<'/teams/player-strategy/[kind]/[mode]/[season]/[scope]/[gameResult]'>

async function describe({ params }: Props): Promise<PageDescriptor> {
  const { kind, mode, season, scope, gameResult } = parseRouteParams(strategyTeamParams, await params)
  const label = STRATEGY_KIND_LABELS[kind]
  const team = getTeamByCode(scope)?.shortName ?? scope
  return {
    title: `${season}年 ${team} ${label}（${GAME_RESULT_LABELS[gameResult]}）`,
    description: `${season}年の${team}の${label}を${STRATEGY_MODE_LABELS[mode]}単位で集計。${GAME_RESULT_LABELS[gameResult]}での起用回数と成績。`,
    path: `/teams/player-strategy/${kind}/${mode}/${season}/${scope}/${gameResult}`,
    crumbs: [{ label: 'チーム', href: '/teams/info' }, { label: label, href: `/teams/player-strategy/${kind}/${mode}/${season}/all` }],
  }
}

export async function generateMetadata(props: Props) {
  return pageMetadata(await describe(props))
}

export default async function TeamPlayerStrategyPage(props: Props) {
  return <PendingPage page={await describe(props)} />
}
