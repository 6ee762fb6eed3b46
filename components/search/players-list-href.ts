import type { TeamCode } from '@/lib/domain/teams/teams'

export type PlayersListView = { q?: string; team?: TeamCode; page?: number }

/** /players/list with the view's query: `?q=` for a search, `?team=` for a club, `?page=` past the first. */
export function playersListHref({ q, team, page }: PlayersListView): string {
  const params = new URLSearchParams()
  if (q) params.set('q', q)
  if (team) params.set('team', team)
  if (page !== undefined && page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `/players/list?${query}` : '/players/list'
}
