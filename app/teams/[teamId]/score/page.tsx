import { PagePending } from '@/components/layout/PagePending'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import { parseRouteParams } from '@/lib/parse-route-params'
import { teamParams } from '@/lib/route-params'
import { pageMetadata } from '@/lib/seo/metadata'
import { TeamPageFrame, describeTeamPage } from '../_components/TeamPageFrame'

type Props = PageProps<'/teams/[teamId]/score'>

async function loadTeam({ params }: Props) {
  return TEAM_BY_CODE[parseRouteParams(teamParams, await params).teamId]
}

export async function generateMetadata(props: Props) {
  return pageMetadata(describeTeamPage(await loadTeam(props), 'score'))
}

export default async function TeamScorePage(props: Props) {
  const team = await loadTeam(props)
  return (
    <TeamPageFrame team={team} tab="score" page={describeTeamPage(team, 'score')}>
      <PagePending />
    </TeamPageFrame>
  )
}
