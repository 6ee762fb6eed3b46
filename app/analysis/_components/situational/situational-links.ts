import type { PlaySide } from '@/lib/domain/analysis/play-filter-fields'
import { playerIdParam } from '@/lib/route-params'

/**
 * A player's situational page for a season (/players/{id}/situational-{side}/{season}), or null
 * for an id the route table does not serve (一球速報-only players such as 'y2118993').
 */
export function playerSituationalHref(playerId: string, side: PlaySide, season: number): string | null {
  return playerIdParam.safeParse(playerId).success ? `/players/${playerId}/situational-${side}/${season}` : null
}
