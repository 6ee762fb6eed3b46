import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { RouteLoading } from '@/components/layout/RouteLoading'
import { PageHeader } from '@/components/layout/PageHeader'
import { getStandingsTrend } from '@/lib/data/loaders/get-standings-trend'
import { parseRouteParams } from '@/lib/parse-route-params'
import { LEAGUES, leagueSeasonParams } from '@/lib/route-params'
import { pageMetadata } from '@/lib/seo/metadata'
import { SEASON_SEGMENTS, staticParams } from '@/lib/static-params'
import { describeStandings } from './standings/describe-standings'
import type { StandingsBody } from './standings/load-standings-body'
import { parseStandingsQuery, type StandingsQuery, type StandingsScope, type StandingsView as View } from './standings/standings-query'

export type StandingsProps = {
  params: Promise<{ season: string; league?: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

type SearchParams = StandingsProps['searchParams']

async function parseScope(view: View, params: StandingsProps['params']): Promise<StandingsScope> {
  const { season, league } = parseRouteParams(leagueSeasonParams, await params)
  return { view, season, league }
}

async function parseQuery({ view, season }: StandingsScope, searchParams: SearchParams): Promise<StandingsQuery> {
  const parsed = parseStandingsQuery(await searchParams, season)
  // The trends view charts every game, so its table ignores the home/road and date choices.
  return view === 'standings' ? parsed : { homeAway: 'all', asOf: undefined }
}

/** The part that reads the query: it streams in under the prerendered header. */
async function StandingsSection({ scope, searchParams, Body }: { scope: StandingsScope; searchParams: SearchParams; Body: StandingsBody }) {
  return <Body scope={scope} query={await parseQuery(scope, searchParams)} />
}

/**
 * Shared by /records/season/{standings,trends}/{season} and their league sub-routes, each passing
 * its own body (so the table page never loads the chart's code). The header reads only the params,
 * which are prerendered (generateStaticParams), so it is in the first paint.
 */
export function standingsPage(view: View, Body: StandingsBody) {
  return {
    generateStaticParams: () => staticParams({ season: SEASON_SEGMENTS }),
    generateLeagueStaticParams: () => staticParams({ season: SEASON_SEGMENTS, league: LEAGUES }),
    generateMetadata: async ({ params }: StandingsProps) => {
      const scope = await parseScope(view, params)
      // Metadata comes first, so a season without games is the not-found page before anything streams.
      if (!getStandingsTrend(scope.season)) notFound()
      return pageMetadata(describeStandings(scope))
    },
    Page: async function StandingsPage({ params, searchParams }: StandingsProps) {
      const scope = await parseScope(view, params)
      return (
        <>
          <PageHeader page={describeStandings(scope)} />
          <Suspense fallback={<RouteLoading kind="standings" />}>
            <StandingsSection scope={scope} searchParams={searchParams} Body={Body} />
          </Suspense>
        </>
      )
    },
  }
}
