import type { BattingSide, PlayerSort, PlayerStatus, ThrowingHand } from '@/lib/domain/players/player-list-filters'
import type { PositionGroup } from '@/lib/domain/players/position-groups'
import type { TeamCode } from '@/lib/domain/teams/teams'

export type PlayersListView = {
  q?: string
  team?: TeamCode
  pos?: PositionGroup
  status?: PlayerStatus
  bats?: BattingSide
  throws?: ThrowingHand
  sort?: PlayerSort
  page?: number
}

const KEYS = ['q', 'team', 'pos', 'status', 'bats', 'throws', 'sort'] as const

/** /players/list with the view's query in one order (q, team, pos, status, bats, throws, sort), `?page=` past the first. */
export function playersListHref(view: PlayersListView): string {
  const params = new URLSearchParams()
  for (const key of KEYS) {
    const value = view[key]
    if (value) params.set(key, value)
  }
  if (view.page !== undefined && view.page > 1) params.set('page', String(view.page))
  const query = params.toString()
  return query ? `/players/list?${query}` : '/players/list'
}
