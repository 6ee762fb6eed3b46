import 'server-only'
import { getPlayerProfile } from '@/lib/data/loaders/get-player-profile'
import { routeEntryOf } from '@/lib/route-entry'

/** Why a player page's path names no page: no such player, or a season he has no page for. */
export type MissingPlayerPage = 'player' | 'season'

/**
 * Whether a player page's path names no page: an unknown player, or a season he was on no roster
 * and has no line in. Asked by proxy.ts before rendering, so the answer is a real HTTP 404 (a page
 * that streams has sent its 200 already). Other routes are not its business (null); the proxy asks
 * only for paths whose params the route table accepted, once it knows the database file is there.
 */
export function missingPlayerPage(pathname: string): MissingPlayerPage | null {
  if (!routeEntryOf(pathname)?.pattern.startsWith('/players/:playerId/')) return null
  // Every player route reads /players/{id}/{view}/{season}[/{tab}].
  const [, , playerId = '', , season = ''] = pathname.split('/')
  const profile = getPlayerProfile(playerId)
  if (profile === null) return 'player'
  // A season he was on a roster without a line of the view's side is an empty state on the page, not a 404.
  return profile.seasons.some((row) => row.season === Number(season)) ? null : 'season'
}

/**
 * The request header through which proxy.ts hands the not-found page the path of a known player's
 * missing season, so the page can list the seasons he has. The proxy drops it from visitors' requests.
 */
export const MISSING_SEASON_HEADER = 'x-npb-missing-season'
