import { ImageResponse } from 'next/og'
import { getDatabase } from '@/lib/data/db'
import { notFoundJson, unavailable } from '@/lib/data/http/api-error'
import { getPlayerCard } from '@/lib/data/loaders/get-player-card'
import { PLAYER_CARD_SIZE, playerCardCharacters } from '@/lib/domain/players/player-card'
import { playerIdParam, seasonParam } from '@/lib/route-params'
import { cardFonts } from '@/lib/seo/card-fonts'
import { SITE_NAME } from '@/lib/site'
import { PlayerCard } from './PlayerCard'

/**
 * /og/players/{id}/{season}: the player's Open Graph card for a season, drawn on request. A path
 * outside the route table, so proxy.ts passes it; the checks its pages get there happen here: bad
 * params and unknown players or seasons 404, no database 503. The edge stores each card once drawn and
 * sends it under its shared Cache-Control (server/edge/cache-policy.ts).
 */
export async function GET(_request: Request, { params }: RouteContext<'/og/players/[playerId]/[season]'>): Promise<Response> {
  const { playerId, season } = await params
  const id = playerIdParam.safeParse(playerId)
  const year = seasonParam.safeParse(season)
  if (!id.success || !year.success) return notFoundJson('選手またはシーズンが見つかりません。', 'No such player or season.')
  if (!getDatabase()) return unavailable()
  const text = getPlayerCard(id.data, year.data)
  if (!text) return notFoundJson('選手またはシーズンが見つかりません。', 'No such player or season.')
  return new ImageResponse(<PlayerCard text={text} />, {
    ...PLAYER_CARD_SIZE,
    fonts: cardFonts(playerCardCharacters(text, SITE_NAME)),
  })
}
