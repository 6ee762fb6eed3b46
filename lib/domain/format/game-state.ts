/** Bases as a bitmask (1 = 1B, 2 = 2B, 4 = 3B), in the words of a Japanese box score. */
const BASES = ['走者なし', '一塁', '二塁', '一・二塁', '三塁', '一・三塁', '二・三塁', '満塁'] as const
const OUTS = ['無死', '一死', '二死'] as const

/** @example formatBases(5) // '一・三塁' */
export function formatBases(bases: number): string {
  return BASES[bases] ?? '-'
}

/**
 * A moment of a game as broadcasts say it: inning and half, then outs and runners.
 *
 * @example formatGameState({ inning: 9, half: 'bottom', outs: 2, bases: 7 }) // '9回裏 二死満塁'
 */
export function formatGameState({ inning, half, outs, bases }: { inning: number; half: 'top' | 'bottom'; outs: number; bases: number }): string {
  return `${inning}回${half === 'top' ? '表' : '裏'} ${OUTS[outs] ?? '-'}${formatBases(bases)}`
}

/**
 * A score difference from one side's point of view (runs for − runs against).
 *
 * @example formatLead(-1) // '1点ビハインド'
 */
export function formatLead(diff: number): string {
  if (diff === 0) return '同点'
  return diff > 0 ? `${diff}点リード` : `${-diff}点ビハインド`
}
