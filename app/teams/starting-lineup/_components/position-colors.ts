import type { CSSProperties } from 'react'
import { LINEUP_COLORS } from '@/lib/domain/teams/lineup-positions'

/**
 * The legend's colours (LINEUP_COLORS) as the variables that globals.css's lineup-colors reads: set
 * once on the page, not on each table and list. Infielders, four of a nine, take --g-IF; the other
 * groups' names sit in an element marked data-g (read-lineups.ts: colorMark).
 */
export const POSITION_COLOR_VARIABLES = Object.fromEntries(Object.entries(LINEUP_COLORS).map(([group, { color }]) => [`--g-${group}`, color])) as CSSProperties

