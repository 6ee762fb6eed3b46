import { rate } from '@/lib/domain/stats/rate'

/** One drafted player and what his career in the data came to. */
export type DraftPickRecord = {
  player_id: string
  name: string
  /** First-team (一軍) regular-season games in the data's seasons. */
  games: number
  /** Career runs above average (draft-value.ts). */
  value: number
}

export type DraftSummary<Pick extends DraftPickRecord> = {
  picks: number
  /** Picks with at least one first-team game. */
  reached: number
  reachRate: number | null
  /** Picks whose career is above the league average (value > 0). */
  positive: number
  positiveRate: number | null
  totalValue: number
  valuePerPick: number | null
  /** The most valuable pick who reached the first team; null when none did. */
  best: Pick | null
}

/** Most valuable first, then most games, then by name, so that equal careers keep one order. */
export function byCareer(a: DraftPickRecord, b: DraftPickRecord): number {
  return b.value - a.value || b.games - a.games || a.name.localeCompare(b.name, 'ja') || a.player_id.localeCompare(b.player_id)
}

/**
 * How a group of picks turned out: how many reached the first team and how many ended above
 * average (the two success rates, over all picks of the group), their value in total and per pick.
 *
 * @example summarizePicks([{ games: 120, value: 15 }, { games: 3, value: -1 }, { games: 0, value: 0 }, { games: 0, value: 0 }]) // reached 2 of 4 (50 %), positive 1 (25 %), value 14, 3.5 per pick
 */
export function summarizePicks<Pick extends DraftPickRecord>(picks: readonly Pick[]): DraftSummary<Pick> {
  const reached = picks.filter((pick) => pick.games > 0)
  const positive = picks.filter((pick) => pick.value > 0).length
  const totalValue = picks.reduce((sum, pick) => sum + pick.value, 0)
  return {
    picks: picks.length,
    reached: reached.length,
    reachRate: rate(reached.length, picks.length),
    positive,
    positiveRate: rate(positive, picks.length),
    totalValue,
    valuePerPick: rate(totalValue, picks.length),
    best: [...reached].sort(byCareer)[0] ?? null,
  }
}

/** The picks grouped by `keyOf`, in the order of `keys`; groups without a pick are left out, as are picks without a key. */
export function groupPicks<Pick extends DraftPickRecord, Key extends string | number>(
  picks: readonly Pick[],
  keyOf: (pick: Pick) => Key | null,
  keys: readonly Key[],
): { key: Key; summary: DraftSummary<Pick> }[] {
  const groups = new Map<Key, Pick[]>()
  for (const pick of picks) {
    const key = keyOf(pick)
    if (key !== null) groups.set(key, [...(groups.get(key) ?? []), pick])
  }
  return keys.flatMap((key) => {
    const members = groups.get(key)
    return members ? [{ key, summary: summarizePicks(members) }] : []
  })
}
