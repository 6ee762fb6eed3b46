/** The positions a lineup fills, in scorecard order (捕一二三遊左中右指), as substitutions stores them. */
export const FIELDING_POSITIONS = ['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', 'DH'] as const
export type FieldingPosition = (typeof FIELDING_POSITIONS)[number]

export const FIELDING_POSITION_LABELS: Readonly<Record<FieldingPosition, string>> = {
  C: '捕', '1B': '一', '2B': '二', '3B': '三', SS: '遊', LF: '左', CF: '中', RF: '右', DH: '指',
}

export function isFieldingPosition(position: string): position is FieldingPosition {
  return (FIELDING_POSITIONS as readonly string[]).includes(position)
}

/** A position in the field (the DH bats only): a substitute entering at one is a 守備固め. */
export function isGlovePosition(position: string): boolean {
  return isFieldingPosition(position) && position !== 'DH'
}
