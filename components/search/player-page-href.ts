import { playerIdParam } from '@/lib/route-params'

/**
 * A player's page (/players/{id}, which redirects to his career page), or null for an id the
 * route table does not serve: players only 一球速報's files know carry ids such as 'y2118993'.
 */
export function playerPageHref(id: string): string | null {
  return playerIdParam.safeParse(id).success ? `/players/${id}` : null
}
