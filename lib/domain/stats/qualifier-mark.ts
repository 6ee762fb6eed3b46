import { formatInnings } from '@/lib/domain/format/numbers'
import type { StatQualifier, StatSide } from '@/lib/schemas/stat-lines'

/** The mark's name: 規定打席 for batters, 規定投球回 for pitchers. */
export const QUALIFIER_NAMES: Readonly<Record<StatSide, string>> = { batting: '規定打席', pitching: '規定投球回' }

/**
 * A view's qualifying mark in words: '443打席', or '440〜443打席' when the clubs' marks differ
 * (mid-season, a split); pitchers' in innings.
 *
 * @example qualifierMark('pitching', { min: 429, max: 429 }) // '143回'
 */
export function qualifierMark(side: StatSide, { min, max }: Pick<StatQualifier, 'min' | 'max'>): string {
  const print = (value: number) => (side === 'batting' ? String(value) : formatInnings(value))
  return `${min === max ? print(max) : `${print(min)}〜${print(max)}`}${side === 'batting' ? '打席' : '回'}`
}
