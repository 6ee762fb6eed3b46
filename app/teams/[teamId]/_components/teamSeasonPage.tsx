import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { RouteLoading } from '@/components/layout/RouteLoading'
import { PillLinks } from '@/components/ui/PillLinks'
import { servedSeasons } from '@/lib/data/loaders/get-data-source'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import { parseRouteParams } from '@/lib/parse-route-params'
import { teamSeasonParams } from '@/lib/route-params'
import { recordsSearchSchema } from '@/lib/schemas/season-records'
import { pageMetadata } from '@/lib/seo/metadata'
import { TeamPageFrame, describeTeamPage, teamTabHref } from './TeamPageFrame'
import { TeamSeasonStats } from './TeamSeasonStats'

type Tab = 'pitching' | 'batting'
type Props = { params: Promise<{ teamId: string; season: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

async function load(tab: Tab, { params }: Pick<Props, 'params'>) {
  const { teamId, season } = parseRouteParams(teamSeasonParams, await params)
  const team = TEAM_BY_CODE[teamId]
  return { team, season, page: describeTeamPage(team, tab, season) }
}

/** The part that reads the query (column group and sort): it streams in under the header, the tabs and the season links. */
async function Stats({ tab, searchParams, ...rest }: Omit<Parameters<typeof TeamSeasonStats>[0], 'type' | 'search'> & { tab: Tab; searchParams: Props['searchParams'] }) {
  return <TeamSeasonStats type={tab} search={recordsSearchSchema.parse(await searchParams)} {...rest} />
}

/** The team page's seasonal tabs, /teams/{team}/pitching/{season} and /batting/{season}: the club's players and its line against its league. */
export function teamSeasonPage(tab: Tab) {
  return {
    generateMetadata: async (props: Props) => pageMetadata((await load(tab, props)).page),
    Page: async function TeamSeasonPage(props: Props) {
      const { team, season, page } = await load(tab, props)
      const seasons = servedSeasons()
      // Decided before the stats stream in, so a season outside the data is a real 404, not a 200 with the not-found text.
      if (!seasons.includes(season)) notFound()
      return (
        <TeamPageFrame team={team} tab={tab} season={season} page={page}>
          <div className="mb-4">
            <PillLinks label="年度" scroll pills={seasons.map((year) => ({ href: teamTabHref(team, tab, year), label: `${year}`, active: year === season }))} />
          </div>
          <Suspense fallback={<RouteLoading kind="stats" />}>
            <Stats tab={tab} team={team} season={season} path={page.path} searchParams={props.searchParams} />
          </Suspense>
        </TeamPageFrame>
      )
    },
  }
}
