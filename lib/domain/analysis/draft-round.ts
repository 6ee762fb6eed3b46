/**
 * The rounds the draft tables compare: 1位 to 5位 one by one, later rounds together (few clubs
 * pick past the 6th, so each alone would be a handful of players), and 育成 picks apart, whatever
 * their round, since they sign outside the 70-man roster.
 */
export const DRAFT_ROUNDS = ['1', '2', '3', '4', '5', '6+', 'ikusei'] as const
export type DraftRound = (typeof DRAFT_ROUNDS)[number]

export const DRAFT_ROUND_LABELS: Readonly<Record<DraftRound, string>> = {
  '1': '1位', '2': '2位', '3': '3位', '4': '4位', '5': '5位', '6+': '6位以下', ikusei: '育成',
}

/** The last round counted on its own. */
const LAST_SINGLE_ROUND = 5

/**
 * The round group of a pick; null for a regular pick whose round the data lacks.
 *
 * @example draftRound({ round: 7, kind: 'regular' }) // '6+'
 * @example draftRound({ round: 1, kind: 'ikusei' }) // 'ikusei'
 */
export function draftRound({ round, kind }: { round: number | null; kind: string | null }): DraftRound | null {
  if (kind === 'ikusei') return 'ikusei'
  if (round === null || round < 1) return null
  return round > LAST_SINGLE_ROUND ? '6+' : (String(round) as DraftRound)
}
