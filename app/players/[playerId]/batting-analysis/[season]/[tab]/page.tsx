import { PendingPage } from '@/components/layout/PendingPage'
import { ANALYSIS_TAB_LABELS } from '@/lib/route-labels'
import { parseRouteParams } from '@/lib/parse-route-params'
import { playerAnalysisParams } from '@/lib/route-params'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

type Props = PageProps<'/players/[playerId]/batting-analysis/[season]/[tab]'>

async function describe({ params }: Props): Promise<PageDescriptor> {
  const { playerId, season, tab } = parseRouteParams(playerAnalysisParams, await params)
  return {
    title: `選手 ${playerId} ${season}年 打席分析（${ANALYSIS_TAB_LABELS[tab]}）`,
    description: `NPB打者（ID ${playerId}）の${season}年の打席分析。球種・コース・カウント別の一球ごとのデータ。`,
    path: `/players/${playerId}/batting-analysis/${season}/${tab}`,
    crumbs: [{ label: '選手一覧', href: '/players/list' }, { label: `選手 ${playerId}`, href: `/players/${playerId}` }],
  }
}

export async function generateMetadata(props: Props) {
  return pageMetadata(await describe(props))
}

export default async function PlayerBattingAnalysisPage(props: Props) {
  return <PendingPage page={await describe(props)} />
}
