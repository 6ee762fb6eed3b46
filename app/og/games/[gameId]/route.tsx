import { ImageResponse } from 'next/og'
import { getDatabase } from '@/lib/data/db'
import { notFoundJson, unavailable } from '@/lib/data/http/api-error'
import { getDataSource, isSimulated } from '@/lib/data/loaders/get-data-source'
import { getGameDetail } from '@/lib/data/loaders/get-game'
import { gameIdParam } from '@/lib/route-params'
import { cardFonts } from '@/lib/seo/card-fonts'
import { GAME_CARD_SIZE, gameCardCharacters, gameCardText } from '@/lib/seo/game-card'
import { SITE_NAME } from '@/lib/site'
import { GameCard } from './GameCard'

const noSuchGame = () => notFoundJson('試合が見つかりません。', 'No such game.')

/**
 * /og/games/{id}: the game's Open Graph card, drawn on request. A path outside the route table, so
 * proxy.ts passes it; the checks the game page gets there happen here: a malformed id and a
 * well-formed id of no game 404, no database 503. The edge stores each card once drawn and
 * sends it under its shared Cache-Control (server/edge/cache-policy.ts).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ gameId: string }> }): Promise<Response> {
  const id = gameIdParam.safeParse((await params).gameId)
  if (!id.success) return noSuchGame()
  if (!getDatabase()) return unavailable()
  const game = getGameDetail(id.data)
  if (!game) return noSuchGame()
  const text = gameCardText({ game, simulated: isSimulated(getDataSource()) })
  return new ImageResponse(<GameCard text={text} />, {
    ...GAME_CARD_SIZE,
    fonts: cardFonts(gameCardCharacters(text, SITE_NAME)),
  })
}
