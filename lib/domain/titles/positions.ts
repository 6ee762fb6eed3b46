/** Positions as the read model stores them (player_season_fielding.position, plus DH games). */
export const FIELD_POSITIONS = ['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', 'DH'] as const
export type FieldPosition = (typeof FIELD_POSITIONS)[number]

/** Positions as the awards count them: the three outfield spots are one 外野手 pool. */
export const AWARD_POSITIONS = ['P', 'C', '1B', '2B', '3B', 'SS', 'OF', 'DH'] as const
export type AwardPosition = (typeof AWARD_POSITIONS)[number]

export const AWARD_POSITION_LABELS: Readonly<Record<AwardPosition, string>> = {
  P: '投手',
  C: '捕手',
  '1B': '一塁手',
  '2B': '二塁手',
  '3B': '三塁手',
  SS: '遊撃手',
  OF: '外野手',
  DH: '指名打者',
}

/** One-character forms for dense lists, as Japanese scorecards abbreviate positions. */
export const AWARD_POSITION_SHORT: Readonly<Record<AwardPosition, string>> = {
  P: '投',
  C: '捕',
  '1B': '一',
  '2B': '二',
  '3B': '三',
  SS: '遊',
  OF: '外',
  DH: '指',
}

export function awardPosition(position: FieldPosition): AwardPosition {
  return position === 'LF' || position === 'CF' || position === 'RF' ? 'OF' : position
}

/** Outfield awards go to three players; every other position to one. */
export function placesAt(position: AwardPosition): number {
  return position === 'OF' ? 3 : 1
}
