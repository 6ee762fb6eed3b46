import { badRequest, notFoundJson, unavailable } from '@/lib/data/http/api-error'
import { cachedBody, jsonResponse } from '@/lib/data/http/json-response'
import { responseMemo } from '@/lib/data/http/response-memo'
import { getDatabase } from '@/lib/data/db'
import { getGamePitches } from '@/lib/data/loaders/get-game'
import { gameIdParam } from '@/lib/route-params'

const memo = responseMemo()

/** /api/games/{gameId}/pitches: the game's pitches by PA, which the game page's play-by-play fetches when a PA is opened. */
export async function GET(request: Request, { params }: { params: Promise<{ gameId: string }> }): Promise<Response> {
  const { gameId } = await params
  if (!gameIdParam.safeParse(gameId).success) return badRequest('試合IDは 20250601-c-db-01 のような形です。', 'a game id looks like 20250601-c-db-01')
  if (!getDatabase()) return unavailable()
  const body = memo(gameId, () => {
    const pitches = getGamePitches(gameId)
    return pitches ? cachedBody(pitches) : null
  })
  return body ? jsonResponse(request, body) : notFoundJson(`試合 ${gameId} はありません。`, `no game ${gameId}`)
}
