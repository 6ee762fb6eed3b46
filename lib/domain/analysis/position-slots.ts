import type { POSITION_CORRELATION_MODES } from '@/lib/route-params'

/** The page's two views: batting lines by position, or fielding lines by position. */
export type PositionCorrelationMode = (typeof POSITION_CORRELATION_MODES)[number]

/**
 * Where a plate appearance was batted from, as substitutions stores the batter's stint: the eight
 * fielders and the DH in scorecard order, then the pitcher batting for himself and the pinch hitter.
 */
export const BATTING_SLOTS = ['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', 'DH', 'P', 'PH'] as const
export type BattingSlot = (typeof BATTING_SLOTS)[number]

/** The positions in the field, pitcher first as a scorecard numbers them (1 投 … 9 右). */
export const FIELDING_SLOTS = ['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'] as const
export type FieldingSlot = (typeof FIELDING_SLOTS)[number]

/** Every position either mode lists, in the order the pages print them. */
export const POSITION_SLOTS = ['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', 'DH', 'PH'] as const
export type PositionSlot = (typeof POSITION_SLOTS)[number]

export const POSITION_SLOT_LABELS: Readonly<Record<PositionSlot, string>> = {
  P: '投手', C: '捕手', '1B': '一塁手', '2B': '二塁手', '3B': '三塁手', SS: '遊撃手', LF: '左翼手', CF: '中堅手', RF: '右翼手', DH: '指名打者', PH: '代打',
}

/** One character per position for a dense heat map's header, as a scorecard marks them. */
export const POSITION_SLOT_MARKS: Readonly<Record<PositionSlot, string>> = {
  P: '投', C: '捕', '1B': '一', '2B': '二', '3B': '三', SS: '遊', LF: '左', CF: '中', RF: '右', DH: '指', PH: '代',
}

/** The positions each mode lists. */
export const MODE_SLOTS: Readonly<Record<PositionCorrelationMode, readonly PositionSlot[]>> = { batting: BATTING_SLOTS, fielding: FIELDING_SLOTS }

/** The positions whose being recorded means a source gives fielders' positions (npb.jp's games give none). */
export const FIELDER_SLOTS: readonly PositionSlot[] = ['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', 'DH']

/**
 * The positions a scatter plot opens on when the URL names none: those every club fills every
 * game. The pitcher's and the DH's PAs depend on the league's DH rule, so their correlation with
 * runs mostly tells the two leagues apart; they are there to choose, not to lead with.
 */
export const LEADING_SLOTS: Readonly<Record<PositionCorrelationMode, readonly PositionSlot[]>> = {
  batting: ['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'],
  fielding: FIELDING_SLOTS,
}

export function isSlotOf(mode: PositionCorrelationMode, position: string): position is PositionSlot {
  return (MODE_SLOTS[mode] as readonly string[]).includes(position)
}
