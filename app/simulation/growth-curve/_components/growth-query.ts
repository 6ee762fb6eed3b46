import { GROWTH_ROLES, type GrowthRole } from '@/lib/domain/simulation/projection/growth-keys'

export const GROWTH_PATH = '/simulation/growth-curve'

export type SearchParams = Readonly<Record<string, string | string[] | undefined>>

/** What the URL asks for: a player (an id), a side, a name search. Anything else falls back to none. */
export type GrowthQuery = { player: string | null; role: GrowthRole | null; q: string }

const first = (value: string | string[] | undefined): string | null => (Array.isArray(value) ? (value[0] ?? null) : (value ?? null))

export function isGrowthRole(value: string | null): value is GrowthRole {
  return GROWTH_ROLES.some((role) => role === value)
}

export function parseGrowthQuery(params: SearchParams): GrowthQuery {
  const player = first(params.player)
  const role = first(params.role)
  return {
    player: player !== null && /^[A-Za-z0-9_-]{1,32}$/.test(player) ? player : null,
    role: isGrowthRole(role) ? role : null,
    q: (first(params.q) ?? '').replace(/\s+/g, ' ').trim().slice(0, 50),
  }
}

/** The page's address for a view: only what differs from the default (batting, no player) is in it. */
export function growthHref({ player = null, role = null, q = '' }: Partial<GrowthQuery>): string {
  const query = new URLSearchParams()
  if (player) query.set('player', player)
  if (role && (player !== null || role !== 'batting')) query.set('role', role)
  if (q) query.set('q', q)
  const search = query.toString()
  return search ? `${GROWTH_PATH}?${search}` : GROWTH_PATH
}
