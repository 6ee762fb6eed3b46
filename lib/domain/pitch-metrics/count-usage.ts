import type { PitchType } from '@/lib/domain/events'
import { COUNTS } from '@/lib/domain/pitching-analysis/counts'
import { rate } from '@/lib/domain/stats/rate'

/** Pitches of one type thrown at one count (the count before the pitch). */
export type CountTypeCell = { balls: number; strikes: number; type: PitchType; pitches: number }

export type CountUsageRow = {
  balls: number
  strikes: number
  pitches: number
  /** One share per type asked for, in that order: the type's pitches at this count / all pitches at it; null at a count never reached. */
  shares: { type: PitchType; pitches: number; sharePct: number | null }[]
}

/**
 * The league's pitch mix at each of the twelve counts (0-0 to 3-2), for a heat table: at each
 * count the types' shares sum to 1. Cells may repeat a (count, type) pair (one per km/h); they add up.
 *
 * @example
 * // At 0-0, 60 FF and 40 SL; at 3-2, 30 FF and 10 SL.
 * countUsage(cells, ['FF', 'SL'])[0].shares // [{ type: 'FF', pitches: 60, sharePct: 0.6 }, { type: 'SL', pitches: 40, sharePct: 0.4 }]
 */
export function countUsage(cells: readonly CountTypeCell[], types: readonly PitchType[]): CountUsageRow[] {
  const pitchesAt = new Map<string, number>()
  for (const cell of cells) {
    const key = `${cell.balls}-${cell.strikes}-${cell.type}`
    pitchesAt.set(key, (pitchesAt.get(key) ?? 0) + cell.pitches)
  }
  return COUNTS.map(({ balls, strikes }) => {
    const byType = types.map((type) => ({ type, pitches: pitchesAt.get(`${balls}-${strikes}-${type}`) ?? 0 }))
    const pitches = byType.reduce((sum, cell) => sum + cell.pitches, 0)
    return { balls, strikes, pitches, shares: byType.map((cell) => ({ ...cell, sharePct: rate(cell.pitches, pitches) })) }
  })
}
