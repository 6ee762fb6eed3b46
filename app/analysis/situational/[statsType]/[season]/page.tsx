import { PendingPage } from '@/components/layout/PendingPage'
import { STATS_TYPE_LABELS } from '@/lib/route-labels'
import { parseRouteParams } from '@/lib/parse-route-params'
import { situationalParams } from '@/lib/route-params'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

type Props = PageProps<'/analysis/situational/[statsType]/[season]'>

async function describe({ params }: Props): Promise<PageDescriptor> {
  const { statsType, season } = parseRouteParams(situationalParams, await params)
  const label = STATS_TYPE_LABELS[statsType]
  return {
    title: `${season}年 状況別${label}成績`,
    description: `${season}年NPBの得点圏・満塁・走者なし・イニング・点差別の${label}成績。`,
    path: `/analysis/situational/${statsType}/${season}`,
    crumbs: [{ label: '分析' }, { label: '状況別成績', href: '/analysis/situational' }],
  }
}

export async function generateMetadata(props: Props) {
  return pageMetadata(await describe(props))
}

export default async function SituationalPage(props: Props) {
  return <PendingPage page={await describe(props)} />
}
