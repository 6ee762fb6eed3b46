/**
 * The stat explorer's position filter: a batter by the position group he fielded most, a pitcher
 * as 先発 or 救援 by how many of his games he started.
 */
export const BATTER_POSITIONS = ['c', '1b', '2b', '3b', 'ss', 'of', 'dh', 'p'] as const
export type BatterPosition = (typeof BATTER_POSITIONS)[number]
export const PITCHER_ROLES = ['sp', 'rp'] as const
export type PitcherRole = (typeof PITCHER_ROLES)[number]
export type PlayerRole = BatterPosition | PitcherRole

export const PLAYER_ROLE_LABELS: Readonly<Record<PlayerRole, string>> = {
  c: '捕手', '1b': '一塁手', '2b': '二塁手', '3b': '三塁手', ss: '遊撃手', of: '外野手', dh: '指名打者', p: '投手', sp: '先発', rp: '救援',
}

/** The position groups in the record's codes: the three outfield spots are one group. */
const GROUPS: Readonly<Record<string, BatterPosition>> = {
  C: 'c', '1B': '1b', '2B': '2b', '3B': '3b', SS: 'ss', LF: 'of', CF: 'of', RF: 'of', OF: 'of', DH: 'dh', P: 'p',
}

/** A recorded position ('SS', 'LF') as its group; null for anything else (PH, PR, blank). */
export function positionGroup(code: string | null): BatterPosition | null {
  return code === null ? null : (GROUPS[code.toUpperCase()] ?? null)
}

export type FieldedPosition = { position: string; g: number; outs: number }

/** Harder positions first: they break a tie in games and outs, as a scorer would list a utility man. */
const SPECTRUM: readonly BatterPosition[] = ['c', 'ss', '2b', 'of', '3b', '1b', 'p', 'dh']

/**
 * A batter's position group over the view's seasons: the group with the most games fielded (the
 * outfield spots summed), then the most outs. A batter who never fielded is a 指名打者 where the
 * source records fielding; where it records none, the listed position (roster, then profile).
 *
 * @example primaryPosition({ fielded: [{ position: 'LF', g: 40, outs: 300 }, { position: 'RF', g: 30, outs: 240 }, { position: '1B', g: 60, outs: 480 }], listed: '1B', sourceFields: true })
 *   // outfield 70 games > first base 60 → 'of'
 */
export function primaryPosition({ fielded, listed, sourceFields }: { fielded: readonly FieldedPosition[]; listed: string | null; sourceFields: boolean }): BatterPosition | null {
  const totals = new Map<BatterPosition, { g: number; outs: number }>()
  for (const row of fielded) {
    const group = positionGroup(row.position)
    if (group === null || group === 'dh') continue
    const sum = totals.get(group) ?? { g: 0, outs: 0 }
    totals.set(group, { g: sum.g + row.g, outs: sum.outs + row.outs })
  }
  const ranked = [...totals].sort(([a, x], [b, y]) => y.g - x.g || y.outs - x.outs || SPECTRUM.indexOf(a) - SPECTRUM.indexOf(b))
  const top = ranked[0]
  if (top) return top[0]
  return sourceFields ? 'dh' : positionGroup(listed)
}

/**
 * 先発 when at least half his games were starts, else 救援; null without a game.
 *
 * @example pitcherRole({ g: 20, gs: 10 }) // 'sp'
 * @example pitcherRole({ g: 50, gs: 3 }) // 'rp'
 */
export function pitcherRole({ g, gs }: { g: number | null; gs: number | null }): PitcherRole | null {
  if (g === null || gs === null || g === 0) return null
  return gs * 2 >= g ? 'sp' : 'rp'
}

export function isRoleOf(side: 'batting' | 'pitching', value: string): value is PlayerRole {
  const roles: readonly string[] = side === 'batting' ? BATTER_POSITIONS : PITCHER_ROLES
  return roles.includes(value)
}
