/** The four groups a player list filters by, as NPB's rosters divide a club: 投手, 捕手, 内野手, 外野手. */
export const POSITION_GROUPS = ['P', 'C', 'IF', 'OF'] as const
export type PositionGroup = (typeof POSITION_GROUPS)[number]

export const POSITION_GROUP_LABELS: Readonly<Record<PositionGroup, string>> = { P: '投手', C: '捕手', IF: '内野手', OF: '外野手' }

/**
 * The stored positions each group holds: the single positions of the simulated league and
 * 一球速報, and the IF / OF groups npb.jp's rosters give instead of a single position.
 */
export const POSITION_GROUP_MEMBERS: Readonly<Record<PositionGroup, readonly string[]>> = {
  P: ['P'],
  C: ['C'],
  IF: ['1B', '2B', '3B', 'SS', 'IF'],
  OF: ['LF', 'CF', 'RF', 'OF'],
}

/** The group a stored position belongs to; null for none (no position, or DH alone). */
export function positionGroupOf(position: string | null): PositionGroup | null {
  if (position === null) return null
  return POSITION_GROUPS.find((group) => POSITION_GROUP_MEMBERS[group].includes(position)) ?? null
}
