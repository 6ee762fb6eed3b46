import { PITCH_TYPES, type PitchType } from '@/lib/domain/events'
import { rate } from '@/lib/domain/stats/rate'
import { pitchRates, tallyPitches } from './metrics'
import { endingsOf, outcomeRates, tallyOutcomes } from './outcomes'
import type { AnalysisPitch, Hand } from './types'

/** The twelve ball-strike counts, 0-0 to 3-2, in the order a count table reads. */
export const COUNTS: readonly { balls: number; strikes: number }[] = [0, 1, 2, 3].flatMap((balls) => [0, 1, 2].map((strikes) => ({ balls, strikes })))

export type TypeShare = { type: PitchType; pitches: number; /** Of the split's pitches, a fraction. */ sharePct: number | null }

export type CountRow = {
  balls: number
  strikes: number
  /** Pitches thrown at this count (the count before the pitch). */
  pitches: number
  swingPct: number | null
  whiffPct: number | null
  /** PAs whose last pitch was thrown at this count, and what they came to. */
  pa: number
  ab: number
  h: number
  so: number
  bb: number
  avg: number | null
  slg: number | null
  usage: TypeShare[]
}

/** Pitches of each type present among `pitches`, in PITCH_TYPES order. */
export function typeShares(pitches: readonly AnalysisPitch[]): TypeShare[] {
  return PITCH_TYPES.flatMap((type) => {
    const count = pitches.filter((pitch) => pitch.type === type).length
    return count > 0 ? [{ type, pitches: count, sharePct: rate(count, pitches.length) }] : []
  })
}

/**
 * Outcomes by count: for each count the pitches seen there, swing% and whiff% on them, the PAs
 * that ended there (AVG/SLG, SO, BB) and the pitch mix. The rows' pitches sum to all pitches.
 */
export function countTable(pitches: readonly AnalysisPitch[]): CountRow[] {
  return COUNTS.map(({ balls, strikes }) => {
    const atCount = pitches.filter((pitch) => pitch.balls === balls && pitch.strikes === strikes)
    const rates = pitchRates(tallyPitches(atCount))
    const outcomes = tallyOutcomes(endingsOf(atCount))
    return {
      balls,
      strikes,
      pitches: atCount.length,
      swingPct: rates.swingPct,
      whiffPct: rates.whiffPct,
      pa: outcomes.pa,
      ab: outcomes.ab,
      h: outcomes.h,
      so: outcomes.so,
      bb: outcomes.bb,
      ...outcomeRates(outcomes),
      usage: typeShares(atCount),
    }
  })
}

export type HandRow = {
  /** The opponent's hand: the batter's side for a pitcher, the pitcher's arm for a batter. */
  hand: Hand
  pitches: number
  pa: number
  avg: number | null
  slg: number | null
  usage: TypeShare[]
}

/** The pitch mix and results against right- and left-handed opponents; pitches whose opponent's hand is unknown are left out. */
export function handSplits(pitches: readonly AnalysisPitch[]): HandRow[] {
  return (['R', 'L'] as const).map((hand) => {
    const split = pitches.filter((pitch) => pitch.opponentHand === hand)
    const outcomes = tallyOutcomes(endingsOf(split))
    return { hand, pitches: split.length, pa: outcomes.pa, ...outcomeRates(outcomes), usage: typeShares(split) }
  })
}
