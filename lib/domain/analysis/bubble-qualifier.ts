import { qualifyingOuts, qualifyingPlateAppearances } from '@/lib/domain/stats/qualifiers'
import type { StatSide } from '@/lib/schemas/stat-lines'

/** Which player lines a chart draws: 規定到達 (the default), half of 規定 or more, or every line with a PA (an out). */
export const BUBBLE_QUALIFIERS = ['qualified', 'half', 'all'] as const
export type BubbleQualifier = (typeof BUBBLE_QUALIFIERS)[number]
export const DEFAULT_BUBBLE_QUALIFIER: BubbleQualifier = 'qualified'

export const BUBBLE_QUALIFIER_LABELS: Readonly<Record<BubbleQualifier, string>> = { qualified: '規定到達', half: '規定の半分以上', all: '全選手' }

export function isBubbleQualifier(value: unknown): value is BubbleQualifier {
  return typeof value === 'string' && (BUBBLE_QUALIFIERS as readonly string[]).includes(value)
}

/**
 * Half of a club's 規定, rounded up: PA for batters, outs for pitchers.
 *
 * @example halfMark('batting', 143) // 規定打席 443 → 222 PA
 * @example halfMark('pitching', 143) // 規定投球回 429 outs → 215 outs (71 2/3 IP)
 */
export function halfMark(side: StatSide, clubGames: number): number {
  const mark = side === 'batting' ? qualifyingPlateAppearances(clubGames) : qualifyingOuts(clubGames)
  return Math.ceil(mark / 2)
}

/** A line as the qualifier reads it: PA or outs, the season line's own 規定 flag, and its club's games so far. */
export type QualifierLine = { measure: number; qualified: boolean; clubGames: number }

/**
 * Whether a line is drawn. `qualified` trusts the line's own flag (the records pages' rule), so
 * the chart and the leaderboards agree on who qualifies.
 */
export function passesBubbleQualifier(side: StatSide, qualifier: BubbleQualifier, line: QualifierLine): boolean {
  switch (qualifier) {
    case 'qualified':
      return line.qualified
    case 'half':
      return line.measure >= halfMark(side, line.clubGames)
    case 'all':
      return line.measure > 0
  }
}
