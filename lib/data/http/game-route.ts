import 'server-only'
import { getGameDetail } from '@/lib/data/loaders/get-game'
import { routeEntryOf } from '@/lib/route-entry'

/**
 * Whether a game page's path names a well-formed id of no game in the data. Asked by proxy.ts
 * before rendering, so the answer is a real HTTP 404 (a page that streams has sent its 200
 * already), as missingPlayerPage does for players. Other routes are not its business (false).
 */
export function missingGame(pathname: string): boolean {
  if (routeEntryOf(pathname)?.pattern !== '/games/:gameId') return false
  const [, , gameId = ''] = pathname.split('/')
  return getGameDetail(gameId) === null
}
