import { PendingPage } from '@/components/layout/PendingPage'
import { GAME_RESULT_LABELS, STRATEGY_KIND_LABELS, STRATEGY_MODE_LABELS } from '@/lib/route-labels'
import { parseRouteParams } from '@/lib/parse-route-params'
import { strategyAllTeamsParams } from '@/lib/route-params'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

type Props = PageProps<'/teams/player-strategy/[kind]/[mode]/[season]/[scope]'>

async function describe({ params }: Props): Promise<PageDescriptor> {
  const { kind, mode, season, scope } = parseRouteParams(strategyAllTeamsParams, await params)
  const label = STRATEGY_KIND_LABELS[kind]
  return {
    title: `${season}年 ${label}（12球団・${GAME_RESULT_LABELS[scope]}）`,
    description: `${season}年の12球団の${label}を${STRATEGY_MODE_LABELS[mode]}単位で集計。${GAME_RESULT_LABELS[scope]}での起用回数と成績。`,
    path: `/teams/player-strategy/${kind}/${mode}/${season}/${scope}`,
    crumbs: [{ label: 'チーム', href: '/teams/info' }],
  }
}

export async function generateMetadata(props: Props) {
  return pageMetadata(await describe(props))
}

export default async function PlayerStrategyPage(props: Props) {
  return <PendingPage page={await describe(props)} />
}
