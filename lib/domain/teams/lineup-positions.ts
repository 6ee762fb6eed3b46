import { positionGroupOf, type PositionGroup } from '@/lib/domain/players/position-groups'

/** A starter's position in the scorer's order (投 1 … 右 9), then the designated hitter. */
export const LINEUP_POSITIONS = ['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', 'DH'] as const
export type LineupPosition = (typeof LINEUP_POSITIONS)[number]

/** The one-character marks a Japanese scorecard prints beside a starter: 投捕一二三遊左中右指. */
export const POSITION_MARKS: Readonly<Record<LineupPosition, string>> = {
  P: '投', C: '捕', '1B': '一', '2B': '二', '3B': '三', SS: '遊', LF: '左', CF: '中', RF: '右', DH: '指',
}

/**
 * The stored position as a lineup position; null where the source has none (npb.jp's files give
 * batters no position: '' or '-').
 */
export function lineupPosition(stored: string | null): LineupPosition | null {
  return (LINEUP_POSITIONS as readonly (string | null)[]).includes(stored) ? (stored as LineupPosition) : null
}

/** What a lineup colours a name by: the roster's four groups, and the DH apart. */
export type LineupColorGroup = PositionGroup | 'DH'

/**
 * The legend's colours, each at least 4.5:1 against the table's white and its hover grey
 * (WCAG AA for body text; tested). Hue tells the groups apart; the mark beside each name says the
 * position itself, so no one needs the colour to read it.
 */
export const LINEUP_COLORS: Readonly<Record<LineupColorGroup, { label: string; color: string }>> = {
  P: { label: '投手', color: '#B91C1C' },
  C: { label: '捕手', color: '#B45309' },
  IF: { label: '内野手', color: '#1D4ED8' },
  OF: { label: '外野手', color: '#047857' },
  DH: { label: '指名打者', color: '#7E22CE' },
}

export const LINEUP_COLOR_GROUPS = Object.keys(LINEUP_COLORS) as readonly LineupColorGroup[]

/** @example lineupColorGroup('SS') // 'IF' */
export function lineupColorGroup(position: LineupPosition): LineupColorGroup {
  return positionGroupOf(position) ?? 'DH'
}
