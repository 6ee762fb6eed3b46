import { PendingPage } from '@/components/layout/PendingPage'
import { parseRouteParams } from '@/lib/parse-route-params'
import { ANALYSIS_TAB_LABELS } from '@/lib/route-labels'
import { playerAnalysisParams } from '@/lib/route-params'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

type Kind = 'pitch-analysis' | 'batting-analysis'
type Props = { params: Promise<{ playerId: string; season: string; tab: string }> }

const KIND_LABELS: Readonly<Record<Kind, { label: string; who: string }>> = {
  'pitch-analysis': { label: '投球分析', who: '投手' },
  'batting-analysis': { label: '打席分析', who: '打者' },
}

async function describe(kind: Kind, { params }: Props): Promise<PageDescriptor> {
  const { playerId, season, tab } = parseRouteParams(playerAnalysisParams, await params)
  const { label, who } = KIND_LABELS[kind]
  return {
    title: `選手 ${playerId} ${season}年 ${label}（${ANALYSIS_TAB_LABELS[tab]}）`,
    description: `NPB${who}（ID ${playerId}）の${season}年の${label}。球種・コース・カウント別の一球ごとのデータ。`,
    path: `/players/${playerId}/${kind}/${season}/${tab}`,
    crumbs: [{ label: '選手一覧', href: '/players/list' }, { label: `選手 ${playerId}`, href: `/players/${playerId}` }],
  }
}

/** /players/{id}/pitch-analysis/… and /batting-analysis/… share one page module. */
export function playerAnalysisPage(kind: Kind) {
  return {
    generateMetadata: async (props: Props) => pageMetadata(await describe(kind, props)),
    Page: async function PlayerAnalysisPage(props: Props) {
      return <PendingPage page={await describe(kind, props)} />
    },
  }
}
