import { PagePending } from '@/components/layout/PagePending'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import { parseRouteParams } from '@/lib/parse-route-params'
import { teamSeasonParams } from '@/lib/route-params'
import { pageMetadata } from '@/lib/seo/metadata'
import { TeamPageFrame, describeTeamPage } from '@/app/teams/[teamId]/_components/TeamPageFrame'

type Props = PageProps<'/teams/[teamId]/batting/[season]'>

async function load({ params }: Props) {
  const { teamId, season } = parseRouteParams(teamSeasonParams, await params)
  const team = TEAM_BY_CODE[teamId]
  return { team, season, page: describeTeamPage(team, 'batting', season) }
}

export async function generateMetadata(props: Props) {
  return pageMetadata((await load(props)).page)
}

export default async function TeamBattingPage(props: Props) {
  const { team, season, page } = await load(props)
  return (
    <TeamPageFrame team={team} tab="batting" season={season} page={page}>
      <PagePending />
    </TeamPageFrame>
  )
}
