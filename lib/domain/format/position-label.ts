import { AWARD_POSITION_LABELS, awardPosition, FIELD_POSITIONS, type FieldPosition } from '@/lib/domain/titles/positions'

/** npb.jp's rosters name the infield and outfield as groups, not single positions. */
const GROUP_LABELS: Readonly<Record<string, string>> = { IF: '内野手', OF: '外野手' }

const isFieldPosition = (value: string): value is FieldPosition => (FIELD_POSITIONS as readonly string[]).includes(value)

/**
 * A roster position as a player list prints it: 投手, 捕手, 一塁手 … (the three outfield spots are
 * 外野手, as NPB's rosters list them); '-' when the source gives none.
 */
export function positionLabel(position: string | null): string {
  if (position === null) return '-'
  if (isFieldPosition(position)) return AWARD_POSITION_LABELS[awardPosition(position)]
  return GROUP_LABELS[position] ?? '-'
}
