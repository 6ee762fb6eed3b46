import { POSITION_CODES } from '@/lib/domain/import/ikkyu/stints'

/** The box score's one-character positions by code (P → 投, PH → 打), the importer's table turned round. */
const BOX_POSITION: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(POSITION_CODES).map(([char, code]) => [code, char]))

/**
 * A game's positions as a box score prints them, in the order he played them: 「打一」 for a pinch
 * hitter who stayed in at first, 「遊」 for a shortstop all game; '-' for none.
 */
export function positionsLabel(positions: readonly string[]): string {
  const label = positions.map((position) => BOX_POSITION[position] ?? '').join('')
  return label === '' ? '-' : label
}

const DECISION_LABELS = { W: '勝', L: '敗', S: 'S', H: 'H' } as const

/** 勝, 敗, S or H as a pitching line's 責 column prints them; '' without a decision. */
export function decisionLabel(decision: keyof typeof DECISION_LABELS | null): string {
  return decision === null ? '' : DECISION_LABELS[decision]
}

/** 「先発」 or 「救援」. */
export function roleLabel(started: boolean): string {
  return started ? '先発' : '救援'
}

/** 「4月」 for '2025-04'. */
export function monthLabel(month: string): string {
  return `${Number(month.slice(5, 7))}月`
}
