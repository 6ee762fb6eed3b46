import { getTeamHome } from '@/lib/data/loaders/team/get-team-home'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import { parseRouteParams } from '@/lib/parse-route-params'
import { teamParams } from '@/lib/route-params'
import { pageMetadata } from '@/lib/seo/metadata'
import { TeamPageFrame } from '../_components/TeamPageFrame'
import { describeTeamHome } from './_components/describe-team-home'
import { teamHomeQuerySchema } from './_components/home-query'
import { TeamFacts } from './_components/TeamFacts'
import { NoGameRecords, TeamHomeSections } from './_components/TeamHomeSections'

type Props = PageProps<'/teams/[teamId]/info'>

/** The club, and the season of ?season= (a value that is not a season of its games falls back to its latest, quietly). */
async function load({ params, searchParams }: Props) {
  const team = TEAM_BY_CODE[parseRouteParams(teamParams, await params).teamId]
  const season = teamHomeQuerySchema.parse(await searchParams).season ?? null
  const home = getTeamHome(team.id, season)
  return { team, home, page: describeTeamHome(team, home) }
}

export async function generateMetadata(props: Props) {
  return pageMetadata((await load(props)).page)
}

/** /teams/{teamId}/info: the club's facts, its season at a glance, its players and its seasons in the data. */
export default async function TeamInfoPage(props: Props) {
  const { team, home, page } = await load(props)
  // The other tabs open on the season shown.
  return (
    <TeamPageFrame team={team} tab="info" page={page} {...(home ? { season: home.season } : {})}>
      <div className="space-y-8">
        <TeamFacts team={team} />
        {home ? <TeamHomeSections team={team} season={home.season} /> : <NoGameRecords team={team} />}
      </div>
    </TeamPageFrame>
  )
}
