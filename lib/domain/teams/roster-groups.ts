/** The four groups a club's roster is listed by, plus the players whose source gives no position (or 指名打者 only). */
export const ROSTER_GROUPS = ['pitcher', 'catcher', 'infielder', 'outfielder', 'unknown'] as const
export type RosterGroup = (typeof ROSTER_GROUPS)[number]

export const ROSTER_GROUP_LABELS: Readonly<Record<RosterGroup, string>> = {
  pitcher: '投手',
  catcher: '捕手',
  infielder: '内野手',
  outfielder: '外野手',
  unknown: 'その他',
}

const GROUP_OF: Readonly<Record<string, RosterGroup>> = {
  P: 'pitcher',
  C: 'catcher',
  IF: 'infielder',
  '1B': 'infielder',
  '2B': 'infielder',
  '3B': 'infielder',
  SS: 'infielder',
  OF: 'outfielder',
  LF: 'outfielder',
  CF: 'outfielder',
  RF: 'outfielder',
}

/**
 * The group of a roster position: single positions (1B, CF) and npb.jp's groups (IF, OF) alike.
 * Null, '', '-' and DH say nothing about where he fields: unknown, never guessed.
 *
 * @example rosterGroup('SS') // 'infielder'
 * @example rosterGroup(null) // 'unknown'
 */
export function rosterGroup(position: string | null): RosterGroup {
  return (position !== null && GROUP_OF[position]) || 'unknown'
}

/** Uniform number order within a group, players without a number last, then by id so the order is stable. */
export function byUniformNumber(a: { number: number | null; id: string }, b: { number: number | null; id: string }): number {
  if (a.number !== b.number) return (a.number ?? Number.MAX_SAFE_INTEGER) - (b.number ?? Number.MAX_SAFE_INTEGER)
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}
