import { cacheLife } from 'next/cache'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { RouteLoading } from '@/components/layout/RouteLoading'
import { PageHeader } from '@/components/layout/PageHeader'
import { getDataSource } from '@/lib/data/loaders/get-data-source'
import { getStandings } from '@/lib/data/loaders/get-standings'
import { getStandingsTrend } from '@/lib/data/loaders/get-standings-trend'
import { parseRouteParams } from '@/lib/parse-route-params'
import { LEAGUES, leagueSeasonParams } from '@/lib/route-params'
import { isKnownSeason } from '@/lib/seasons'
import type { Standings } from '@/lib/schemas/standings'
import { pageMetadata } from '@/lib/seo/metadata'
import { SEASON_SEGMENTS, staticParams } from '@/lib/static-params'
import { describeStandings } from './standings/describe-standings'
import { formatJapaneseDate } from './standings/format-date'
import { StandingsControls } from './standings/StandingsControls'
import { parseStandingsQuery, type StandingsQuery, type StandingsScope, type StandingsView as View } from './standings/standings-query'
import { StandingsView } from './standings/StandingsView'
import { TrendsView } from './standings/TrendsView'

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

const playedOut = (standings: Standings) => [...standings.central_league, ...standings.pacific_league].every((row) => row.remaining_games === 0)

/**
 * Everything below the header for one parsed view. Kept for the server's life ('use cache', keyed by
 * the parsed scope and query): the data only changes with a new database, which is a new release.
 * A season without games is a 404.
 */
async function StandingsBody({ scope, query }: { scope: StandingsScope; query: StandingsQuery }) {
  'use cache'
  cacheLife('max')
  const standings = getStandings(scope.season, query.homeAway, query.asOf)
  const trend = getStandingsTrend(scope.season)
  if (!standings || !trend) notFound()
  const leagues = scope.league ? [scope.league] : (['central', 'pacific'] as const)
  const seasons = (getDataSource()?.seasons ?? []).filter(isKnownSeason)
  const finished = playedOut(standings)
  const seasonOver = playedOut(getStandings(scope.season, 'all', undefined) ?? standings)
  return (
    <>
      <StandingsControls scope={scope} query={query} seasons={seasons} monthEnds={trend.month_ends} finished={seasonOver} />
      <p className="mb-4 text-sm text-slate-600">
        <time dateTime={standings.as_of}>{formatJapaneseDate(standings.as_of)}</time>
        {finished ? '終了時点（シーズン終了）' : '終了時点'}
      </p>
      {scope.view === 'standings' ? (
        <StandingsView standings={standings} leagues={leagues} finished={finished} />
      ) : (
        <TrendsView standings={standings} trend={trend} leagues={leagues} />
      )}
    </>
  )
}

/** The part that reads the query: it streams in under the prerendered header. */
async function StandingsSection({ scope, searchParams }: { scope: StandingsScope; searchParams: SearchParams }) {
  return <StandingsBody scope={scope} query={await parseQuery(scope, searchParams)} />
}

/**
 * Shared by /records/season/{standings,trends}/{season} and their league sub-routes. The header
 * reads only the params, which are prerendered (generateStaticParams), so it is in the first paint.
 */
export function standingsPage(view: View) {
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
            <StandingsSection scope={scope} searchParams={searchParams} />
          </Suspense>
        </>
      )
    },
  }
}
