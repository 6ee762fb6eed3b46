import { PendingPage } from '@/components/layout/PendingPage'
import { getTeamByCode } from '@/lib/domain/teams/teams'
import { parseRouteParams } from '@/lib/parse-route-params'
import { lineupParams } from '@/lib/route-params'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

type Props = PageProps<'/teams/starting-lineup/[season]/[teamId]'>

async function describe({ params }: Props): Promise<PageDescriptor> {
  const { season, teamId } = parseRouteParams(lineupParams, await params)
  const team = getTeamByCode(teamId)
  return {
    title: `${season}年 ${team?.shortName ?? teamId} スタメン`,
    description: `${season}年の${team?.fullName ?? teamId}の先発オーダー。打順・守備位置ごとの起用選手と試合数。`,
    path: `/teams/starting-lineup/${season}/${teamId}`,
    crumbs: [{ label: 'チーム', href: '/teams/info' }, { label: 'スタメン', href: '/teams/starting-lineup' }],
  }
}

export async function generateMetadata(props: Props) {
  return pageMetadata(await describe(props))
}

export default async function TeamStartingLineupPage(props: Props) {
  return <PendingPage page={await describe(props)} />
}
