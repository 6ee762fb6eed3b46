import 'server-only'
import type { Db } from '@/lib/data/db'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'
import { isTeamCode } from '@/lib/domain/teams/teams'
import { routeEntryOf } from '@/lib/route-entry'

/** Pages whose path names a season (and maybe a club): each needs that season's regular-season games (the club's, where it names one). */
const SEASON_ROUTES: ReadonlySet<string> = new Set([
  '/teams/starting-lineup/:season/:teamId',
  '/teams/:teamId/pitching/:season',
  '/teams/:teamId/batting/:season',
  '/teams/player-strategy/:kind/:mode/:season/:scope',
  '/teams/player-strategy/:kind/:mode/:season/:scope/:gameResult',
  '/analysis/position-correlation/:mode/:season/:team',
])

const played = memoPerDatabase((db: Db, season: number, team: string | null): boolean =>
  db
    .prepare<{ season: number; team: string | null }, { found: number }>(
      "SELECT EXISTS (SELECT 1 FROM games WHERE season = @season AND kind IN ('regular', 'interleague') AND (@team IS NULL OR @team IN (home, away))) AS found",
    )
    .get({ season, team })?.found === 1,
)

/** The path's value of each `:name` of its pattern. */
function paramsOf(pattern: string, pathname: string): Record<string, string> {
  const parts = pathname.split('/')
  return Object.fromEntries(pattern.split('/').flatMap((part, index) => (part.startsWith(':') ? [[part.slice(1), parts[index] ?? '']] : [])))
}

/**
 * Whether a team page's path names a season (a season the site serves) in which the data has no
 * regular-season games, for its club where it names one. Asked by proxy.ts before rendering, so
 * the answer is a real HTTP 404, as missingGame does for games: a page that finds out itself has
 * already streamed its loading state with a 200. Other routes are not its business (false).
 */
export function missingTeamSeason(pathname: string): boolean {
  const pattern = routeEntryOf(pathname)?.pattern
  if (pattern === undefined || !SEASON_ROUTES.has(pattern)) return false
  const params = paramsOf(pattern, pathname)
  const team = params.teamId ?? params.scope ?? params.team ?? ''
  return played(Number(params.season), isTeamCode(team) ? team : null) === false
}
