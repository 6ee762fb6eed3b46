import { playerCareerHref } from '@/lib/domain/players/player-views'
import { isTeamCode } from '@/lib/domain/teams/teams'
import { playerIdParam } from '@/lib/route-params'
import type { ValueBoardSide } from '@/lib/schemas/value-boards'

/** A player's page for the board's season and side, or null for an id the site has no page for (一球速報-only ids). */
export function valuePlayerHref(playerId: string, side: ValueBoardSide, season: number): { href: string } | null {
  return playerIdParam.safeParse(playerId).success ? { href: playerCareerHref(playerId, side, season) } : null
}

/** A club's page, or null for a code the site does not know. */
export const valueTeamHref = (team: string): { href: string } | null => (isTeamCode(team) ? { href: `/teams/${team}/info` } : null)
