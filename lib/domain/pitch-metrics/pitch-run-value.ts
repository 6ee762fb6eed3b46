import type { PitchResult } from '@/lib/domain/events'

export type Count = { balls: number; strikes: number }

/** The count a pitch leaves when the PA goes on: a ball adds a ball, a strike a strike, a foul a strike only below two. */
export function countAfter(result: PitchResult, { balls, strikes }: Count): Count {
  if (result === 'ball') return { balls: balls + 1, strikes }
  if (result === 'foul') return { balls, strikes: Math.min(strikes + 1, 2) }
  if (result === 'called_strike' || result === 'swinging_strike') return { balls, strikes: strikes + 1 }
  return { balls, strikes }
}

/**
 * One pitch's run value for the batting side, Savant's swing/take form on our count values
 * (count-values.ts): a pitch the PA goes on from is worth V(count after) − V(count before); the
 * PA's last pitch is worth the outcome's linear weight − V(count before). A PA's pitches thus sum
 * to its outcome's weight, since V(0-0) = 0. Base-running between pitches is not credited.
 *
 * @example pitchRunValue({ before: 0.03, after: -0.01 }) // −0.04: a 1-0 strike (1-0 → 1-1)
 * @example pitchRunValue({ before: -0.07, outcomeWeight: -0.22 }) // −0.15: strike three at 0-2
 */
export function pitchRunValue(value: { before: number; after: number } | { before: number; outcomeWeight: number }): number {
  return ('after' in value ? value.after : value.outcomeWeight) - value.before
}
