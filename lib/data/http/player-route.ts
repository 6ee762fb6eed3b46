import 'server-only'
import { getPlayerProfile } from '@/lib/data/loaders/get-player-profile'

const PLAYER_PAGE = /^\/players\/(\d{1,10})\/([a-z-]+)\/(\d{4})(?:\/[a-z-]+)?\/?$/

/**
 * Whether a player page's path names no page: an unknown player, or a season he was on no roster
 * and has no line in. Asked by proxy.ts before rendering, so the answer is a real HTTP 404 (a page
 * that streams has sent its 200 already). Other paths are not its business (false); the proxy asks
 * only once it knows the database file is there.
 */
export function missingPlayerPage(pathname: string): boolean {
  const match = PLAYER_PAGE.exec(pathname)
  if (!match) return false
  const [, playerId = '', , season = ''] = match
  const profile = getPlayerProfile(playerId)
  if (profile === null) return true
  // A season he was on a roster without a line of the view's side is an empty state on the page, not a 404.
  return !profile.seasons.some((row) => row.season === Number(season))
}
