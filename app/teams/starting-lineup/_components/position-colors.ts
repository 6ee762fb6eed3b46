import type { CSSProperties } from 'react'
import { LINEUP_COLORS, type LineupColorGroup } from '@/lib/domain/teams/lineup-positions'

/**
 * The legend's colours (LINEUP_COLORS) as the variables that globals.css's lineup-colors reads: set
 * once on the page, not on each table and list. Infielders, four of a nine, take --g-IF; the other
 * groups' names sit in an element marked data-g (colorMark).
 */
export const POSITION_COLOR_VARIABLES = Object.fromEntries(Object.entries(LINEUP_COLORS).map(([group, { color }]) => [`--g-${group}`, color])) as CSSProperties

/** The attribute that colours a name's element by its group (none for an infielder, or where the position is unknown). */
export function colorMark(group: LineupColorGroup | null): { 'data-g'?: LineupColorGroup } {
  return group === null || group === 'IF' ? {} : { 'data-g': group }
}
