import { playerCareerHref } from '@/lib/domain/players/player-views'
import { DEFAULT_SEASON } from '@/lib/seasons'
import { playerIdParam } from '@/lib/route-params'
import type { PlayerSummary } from '@/lib/schemas/players'

/**
 * A player's page for his last season on a roster — pitchers' pitching record, everyone else's
 * batting — or null for an id the route table does not serve: players only 一球速報's files know
 * carry ids such as 'y2118993'.
 */
export function playerPageHref(player: Pick<PlayerSummary, 'id' | 'position' | 'last_season'>): string | null {
  if (!playerIdParam.safeParse(player.id).success) return null
  return playerCareerHref(player.id, player.position === 'P' ? 'pitching' : 'batting', player.last_season ?? DEFAULT_SEASON)
}
