import { PendingPage } from '@/components/layout/PendingPage'
import { getTeamByCode } from '@/lib/domain/teams/teams'
import { POSITION_CORRELATION_MODE_LABELS } from '@/lib/route-labels'
import { parseRouteParams } from '@/lib/parse-route-params'
import { positionCorrelationParams } from '@/lib/route-params'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

type Props = PageProps<'/analysis/position-correlation/[mode]/[season]/[team]'>

async function describe({ params }: Props): Promise<PageDescriptor> {
  const { mode, season, team } = parseRouteParams(positionCorrelationParams, await params)
  const scope = team === 'all' ? '12球団' : (getTeamByCode(team)?.shortName ?? team)
  const label = POSITION_CORRELATION_MODE_LABELS[mode]
  return {
    title: `${season}年 ポジション相関（${label}・${scope}）`,
    description: `${season}年の${scope}の守備位置と${label}成績の関係を散布図と相関係数で分析します。`,
    path: `/analysis/position-correlation/${mode}/${season}/${team}`,
    crumbs: [{ label: '分析' }, { label: 'ポジション相関', href: '/analysis/position-correlation' }],
  }
}

export async function generateMetadata(props: Props) {
  return pageMetadata(await describe(props))
}

export default async function PositionCorrelationPage(props: Props) {
  return <PendingPage page={await describe(props)} />
}
