import 'server-only'
import { notFound } from 'next/navigation'
import type { JSX } from 'react'
import { getDataSource } from '@/lib/data/loaders/get-data-source'
import { getStandings } from '@/lib/data/loaders/get-standings'
import { getStandingsTrend } from '@/lib/data/loaders/get-standings-trend'
import { isKnownSeason } from '@/lib/seasons'
import type { Standings } from '@/lib/schemas/standings'
import { formatJapaneseDate } from './format-date'
import { StandingsControls } from './StandingsControls'
import type { StandingsQuery, StandingsScope } from './standings-query'

/** A view's body for one parsed scope and query: StandingsBody (the table) or TrendsBody (the chart). */
export type StandingsBody = (props: { scope: StandingsScope; query: StandingsQuery }) => Promise<JSX.Element>

const playedOut = (standings: Standings) => [...standings.central_league, ...standings.pacific_league].every((row) => row.remaining_games === 0)

/**
 * What both views show above their table or chart — the controls and the date the standings stand
 * at — and the data they draw from. A season without games is a 404.
 */
export function loadStandingsBody({ scope, query }: { scope: StandingsScope; query: StandingsQuery }) {
  const standings = getStandings(scope.season, query.homeAway, query.asOf)
  const trend = getStandingsTrend(scope.season)
  if (!standings || !trend) notFound()
  const seasons = (getDataSource()?.seasons ?? []).filter(isKnownSeason)
  const finished = playedOut(standings)
  const seasonOver = playedOut(getStandings(scope.season, 'all', undefined) ?? standings)
  const lead = (
    <>
      <StandingsControls scope={scope} query={query} seasons={seasons} monthEnds={trend.month_ends} finished={seasonOver} />
      <p className="mb-4 text-sm text-slate-600">
        <time dateTime={standings.as_of}>{formatJapaneseDate(standings.as_of)}</time>
        {finished ? '終了時点（シーズン終了）' : '終了時点'}
      </p>
    </>
  )
  return { lead, standings, trend, finished, leagues: scope.league ? [scope.league] : (['central', 'pacific'] as const) }
}
