/** One stint in the lineup: a player at a position from a PA on (substitutions). */
export type LineupStint = { playerId: string; position: string; battingOrder: number | null; enteredSeq: number; starter: number }

export type LineupEntry<S extends LineupStint> = { playerId: string; stints: S[] }

/** How a player who did not start came in, from his first stint: 代打, 代走 or a defensive change. */
export function entryKind(first: LineupStint): 'starter' | 'pinch_hitter' | 'pinch_runner' | 'defense' {
  if (first.starter === 1) return 'starter'
  if (first.position === 'PH') return 'pinch_hitter'
  if (first.position === 'PR') return 'pinch_runner'
  return 'defense'
}

/**
 * The batting box's rows: by batting order, and within a spot by when each player came in (the
 * starter first, then his substitutes, indented in print), each player once with all his stints.
 */
export function lineupOrder<S extends LineupStint>(stints: readonly S[]): LineupEntry<S>[] {
  const sorted = [...stints].sort((a, b) => (a.battingOrder ?? 99) - (b.battingOrder ?? 99) || b.starter - a.starter || a.enteredSeq - b.enteredSeq)
  const entries = new Map<string, LineupEntry<S>>()
  for (const stint of sorted) {
    const entry = entries.get(stint.playerId) ?? { playerId: stint.playerId, stints: [] }
    entry.stints.push(stint)
    entries.set(stint.playerId, entry)
  }
  for (const entry of entries.values()) entry.stints.sort((a, b) => a.enteredSeq - b.enteredSeq)
  return [...entries.values()]
}
