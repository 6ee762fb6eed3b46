import { PagePending } from '@/components/layout/PagePending'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import { parseRouteParams } from '@/lib/parse-route-params'
import { teamSeasonParams } from '@/lib/route-params'
import { pageMetadata } from '@/lib/seo/metadata'
import { TeamPageFrame, describeTeamPage } from './TeamPageFrame'

type Tab = 'pitching' | 'batting'
type Props = { params: Promise<{ teamId: string; season: string }> }

async function load(tab: Tab, { params }: Props) {
  const { teamId, season } = parseRouteParams(teamSeasonParams, await params)
  const team = TEAM_BY_CODE[teamId]
  return { team, season, page: describeTeamPage(team, tab, season) }
}

/** The team page's seasonal tabs, /teams/{team}/pitching/{season} and /batting/{season}. */
export function teamSeasonPage(tab: Tab) {
  return {
    generateMetadata: async (props: Props) => pageMetadata((await load(tab, props)).page),
    Page: async function TeamSeasonPage(props: Props) {
      const { team, season, page } = await load(tab, props)
      return (
        <TeamPageFrame team={team} tab={tab} season={season} page={page}>
          <PagePending />
        </TeamPageFrame>
      )
    },
  }
}
