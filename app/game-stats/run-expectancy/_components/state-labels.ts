import { formatBases } from '@/lib/domain/format/game-state'

/** Rows in the order run expectancy tables print them: 三塁 before 一・二塁 (bitmask 4 before 3), as the published table does. */
export const BASES_IN_TABLE_ORDER = [0, 1, 2, 4, 3, 5, 6, 7] as const

export const OUT_LABELS = ['無死', '一死', '二死'] as const

/** @example stateLabel(0, 7) // '無死満塁' */
export function stateLabel(outs: number, bases: number): string {
  return `${OUT_LABELS[outs] ?? '-'}${formatBases(bases)}`
}
