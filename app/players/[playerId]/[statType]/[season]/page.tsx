import { PendingPage } from '@/components/layout/PendingPage'
import { PLAYER_STAT_TYPE_LABELS } from '@/lib/route-labels'
import { parseRouteParams } from '@/lib/parse-route-params'
import { playerDetailParams } from '@/lib/route-params'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

type Props = PageProps<'/players/[playerId]/[statType]/[season]'>

async function describe({ params }: Props): Promise<PageDescriptor> {
  const { playerId, statType, season } = parseRouteParams(playerDetailParams, await params)
  const label = PLAYER_STAT_TYPE_LABELS[statType]
  return {
    title: `選手 ${playerId} ${season}年 ${label}`,
    description: `NPB選手（ID ${playerId}）の${season}年の${label}。年度別・試合別・状況別の成績とセイバーメトリクス指標。`,
    path: `/players/${playerId}/${statType}/${season}`,
    crumbs: [{ label: '選手一覧', href: '/players/list' }],
  }
}

export async function generateMetadata(props: Props) {
  return pageMetadata(await describe(props))
}

export default async function PlayerStatsPage(props: Props) {
  return <PendingPage page={await describe(props)} />
}
