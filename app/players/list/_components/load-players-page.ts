import { listPlayers } from '@/lib/data/loaders/list-players'
import type { PlayerList, PlayersQuery } from '@/lib/schemas/players'

export const PAGE_SIZE = 50

/** One page of the list; a page past the end falls back to the last one. Null without a database. */
export function loadPlayersPage(query: Omit<PlayersQuery, 'pageSize'>): PlayerList | null {
  const first = listPlayers({ ...query, pageSize: PAGE_SIZE })
  const lastPage = Math.max(1, Math.ceil((first?.total ?? 0) / PAGE_SIZE))
  return first && first.page > lastPage ? listPlayers({ ...query, page: lastPage, pageSize: PAGE_SIZE }) : first
}
