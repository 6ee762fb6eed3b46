import { cacheLife } from 'next/cache'
import { notFound } from 'next/navigation'
import { PageHeader } from '@/components/layout/PageHeader'
import { getDataSource } from '@/lib/data/loaders/get-data-source'
import { getStandings } from '@/lib/data/loaders/get-standings'
import { getStandingsTrend } from '@/lib/data/loaders/get-standings-trend'
import { parseRouteParams } from '@/lib/parse-route-params'
import { leagueSeasonParams } from '@/lib/route-params'
import { isKnownSeason } from '@/lib/seasons'
import type { Standings } from '@/lib/schemas/standings'
import { pageMetadata } from '@/lib/seo/metadata'
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

/** The route's params and query, parsed: what the page's body is rendered (and kept) for. */
async function parse(view: View, { params, searchParams }: StandingsProps) {
  const { season, league } = parseRouteParams(leagueSeasonParams, await params)
  const parsed = parseStandingsQuery(await searchParams, season)
  // The trends view charts every game, so its table ignores the home/road and date choices.
  const query = view === 'standings' ? parsed : { homeAway: 'all' as const, asOf: undefined }
  return { scope: { view, season, league }, query }
}

const playedOut = (standings: Standings) => [...standings.central_league, ...standings.pacific_league].every((row) => row.remaining_games === 0)

/**
 * Everything below the layout for one parsed view. Kept for the server's life ('use cache', keyed by
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
      <PageHeader page={describeStandings(scope)} />
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

/** Shared by /records/season/{standings,trends}/{season} and their league sub-routes. */
export function standingsPage(view: View) {
  return {
    generateMetadata: async (props: StandingsProps) => {
      const { scope } = await parse(view, props)
      // Metadata comes first, so a season without games is a 404 before anything streams.
      if (!getStandingsTrend(scope.season)) notFound()
      return pageMetadata(describeStandings(scope))
    },
    Page: async function StandingsPage(props: StandingsProps) {
      return <StandingsBody {...await parse(view, props)} />
    },
  }
}
