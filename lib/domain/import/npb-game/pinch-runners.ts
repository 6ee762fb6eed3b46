import type { CanonicalRunScored } from '@/lib/domain/canonical-game'
import type { ImportedPa } from './play-sequence'

type Half = 'top' | 'bottom'

/**
 * Pinch runners come in late: on 2025's box scores, a newcomer after a player who reached in his
 * last PA was the pinch runner 69–93% of the time from the sixth inning on, and under half before it.
 */
const LATE_INNING = 6

/**
 * The box-score order's slots: npb.jp lists a club's players as its box does, each slot's
 * starter followed by those who took his place, in the order they came in. A slot's starter is
 * the first to bat in it; the list between two starters belongs to the earlier one's slot.
 */
export function slotMembers(listed: readonly string[], starters: readonly string[]): string[][] | null {
  const at = starters.map((id) => listed.indexOf(id))
  if (at.some((index) => index < 0) || new Set(starters).size !== starters.length) return null
  const order = [...at].sort((a, b) => a - b)
  return order.map((start, index) => listed.slice(start, order[index + 1] ?? listed.length))
}

/**
 * npb.jp's play-by-play never names a pinch runner unless he steals or is caught, so the bases
 * give his run to the player he ran for. In a slot, a player who came in without pinch-hitting
 * (he never batted, or his first PA is not flagged as a pinch hit) and is not a pitcher ran for,
 * or replaced in the field, the one before him. When that one reached base in his last PA and a
 * run is credited to him later in the same half-inning of the sixth inning or later, he was no
 * longer the runner: the run goes to the newcomer. (A defensive replacement who came in after such a run cannot be told
 * apart; the real-data check on 2025, whose box names runners, measures how often this errs.)
 */
export function creditPinchRunners(
  runs: readonly CanonicalRunScored[],
  pas: readonly ImportedPa[],
  listed: Readonly<Record<Half, readonly string[]>>,
  pitchers: ReadonlySet<string>,
  halfOfSeq: ReadonlyMap<number, string>,
): CanonicalRunScored[] {
  const moves = new Map<string, { to: string; after: number; half: string }>()
  for (const half of ['top', 'bottom'] as const) {
    const own = pas.filter((pa) => pa.half === half)
    const starters = own.slice(0, 9).map((pa) => pa.batterId ?? '')
    const slots = own.length >= 9 ? slotMembers(listed[half], starters) : null
    for (const members of slots ?? []) {
      members.forEach((id, index) => {
        const before = members[index - 1]
        if (index === 0 || before === undefined || pitchers.has(id)) return
        const first = own.find((pa) => pa.batterId === id)
        const last = own.filter((pa) => pa.batterId === before).at(-1)
        if (first?.pinchHit || !last || last.inning < LATE_INNING) return
        moves.set(before, { to: id, after: last.seq, half: `${last.inning}${last.half}` })
      })
    }
  }
  return runs.map((run) => {
    const move = moves.get(run.runnerId)
    return move && run.paSeq > move.after && halfOfSeq.get(run.paSeq) === move.half ? { ...run, runnerId: move.to } : run
  })
}
