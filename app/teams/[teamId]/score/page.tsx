import { notFound } from 'next/navigation'
import { getTeamScoreDistribution } from '@/lib/data/loaders/team/get-team-score-distribution'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import { parseRouteParams } from '@/lib/parse-route-params'
import { teamParams } from '@/lib/route-params'
import { pageMetadata } from '@/lib/seo/metadata'
import { TeamPageFrame } from '../_components/TeamPageFrame'
import { CloseGames } from './_components/CloseGames'
import { InningRuns } from './_components/InningRuns'
import { Margins } from './_components/Margins'
import { RunsPerGame } from './_components/RunsPerGame'
import { ScoreSeasonNav } from './_components/ScoreSeasonNav'
import { describeScorePage, seasonQuery } from './_components/score-page'

type Props = PageProps<'/teams/[teamId]/score'>

/**
 * The club and the season of ?season= when it played in it, else its latest: a bad or unknown
 * value falls back quietly (and the page says so). A club without any season is a 404.
 */
async function load({ params, searchParams }: Props) {
  const team = TEAM_BY_CODE[parseRouteParams(teamParams, await params).teamId]
  const asked = (await searchParams).season
  const requested = seasonQuery.parse(asked)
  const data = getTeamScoreDistribution(team.id, requested)
  if (!data) notFound()
  return { team, data, fellBack: asked !== undefined && requested !== data.season, page: describeScorePage(team, data) }
}

export async function generateMetadata(props: Props) {
  return pageMetadata((await load(props)).page)
}

/** /teams/{teamId}/score: how the club's runs for and against spread over games, innings and margins in a season. */
export default async function TeamScorePage(props: Props) {
  const { team, data, fellBack, page } = await load(props)
  return (
    <TeamPageFrame team={team} tab="score" season={data.season} page={page}>
      <ScoreSeasonNav team={team} data={data} fellBack={fellBack} />
      <div className="space-y-8">
        <RunsPerGame data={data} />
        <InningRuns data={data} />
        <Margins data={data} />
        <CloseGames data={data} />
      </div>
    </TeamPageFrame>
  )
}
