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
import { parseStandingsQuery, type StandingsView as View } from './standings/standings-query'
import { StandingsView } from './standings/StandingsView'
import { TrendsView } from './standings/TrendsView'

export type StandingsProps = {
  params: Promise<{ season: string; league?: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** Params and query parsed, data loaded; a season without games is a 404. */
async function load(view: View, { params, searchParams }: StandingsProps) {
  const { season, league } = parseRouteParams(leagueSeasonParams, await params)
  const parsed = parseStandingsQuery(await searchParams, season)
  // The trends view charts every game, so its table ignores the home/road and date choices.
  const query = view === 'standings' ? parsed : { homeAway: 'all' as const, asOf: undefined }
  const standings = getStandings(season, query.homeAway, query.asOf)
  const trend = getStandingsTrend(season)
  if (!standings || !trend) notFound()
  return { scope: { view, season, league }, query, standings, trend }
}

const playedOut = (standings: Standings) => [...standings.central_league, ...standings.pacific_league].every((row) => row.remaining_games === 0)

/** Shared by /records/season/{standings,trends}/{season} and their league sub-routes. */
export function standingsPage(view: View) {
  return {
    generateMetadata: async (props: StandingsProps) => pageMetadata(describeStandings((await load(view, props)).scope)),
    Page: async function StandingsPage(props: StandingsProps) {
      const { scope, query, standings, trend } = await load(view, props)
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
          {view === 'standings' ? (
            <StandingsView standings={standings} leagues={leagues} finished={finished} />
          ) : (
            <TrendsView standings={standings} trend={trend} leagues={leagues} />
          )}
        </>
      )
    },
  }
}
