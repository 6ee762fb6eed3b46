import { HIT_RESULTS, NON_AB_RESULTS } from '@/lib/domain/events'
import { rate } from '@/lib/domain/stats/rate'
import { runValuePer100 } from './run-value'
import type { OutcomeLine, PaEnding } from './types'

const BASES: Readonly<Record<string, number>> = { '1B': 1, '2B': 2, '3B': 3, HR: 4 }

/** What the PAs came to, counted as the season lines count them (season-counts.ts): SO = K + KWP, BB includes IBB. */
export type OutcomeTally = {
  pa: number
  ab: number
  h: number
  tb: number
  hr: number
  so: number
  bb: number
  hbp: number
  /** Sum of the PAs' run values from the player's side. */
  runValue: number
}

export function tallyOutcomes(endings: readonly PaEnding[]): OutcomeTally {
  const tally: OutcomeTally = { pa: 0, ab: 0, h: 0, tb: 0, hr: 0, so: 0, bb: 0, hbp: 0, runValue: 0 }
  for (const { result, runValue } of endings) {
    tally.pa += 1
    if (!NON_AB_RESULTS.has(result)) tally.ab += 1
    if (HIT_RESULTS.has(result)) tally.h += 1
    tally.tb += BASES[result] ?? 0
    if (result === 'HR') tally.hr += 1
    if (result === 'K' || result === 'KWP') tally.so += 1
    if (result === 'BB' || result === 'IBB') tally.bb += 1
    if (result === 'HBP') tally.hbp += 1
    tally.runValue += runValue
  }
  return tally
}

/**
 * AVG = H / AB and SLG = TB / AB over the PAs (conventions page); null without an at-bat.
 *
 * @example outcomeRates({ ab: 4, h: 2, tb: 5, … }) // { avg: 0.5, slg: 1.25 }
 */
export function outcomeRates(tally: Pick<OutcomeTally, 'ab' | 'h' | 'tb'>): { avg: number | null; slg: number | null } {
  return { avg: rate(tally.h, tally.ab), slg: rate(tally.tb, tally.ab) }
}

/** The endings carried by a set of pitches: the PAs that ended on one of them. */
export function endingsOf(pitches: readonly { ending: PaEnding | null }[]): PaEnding[] {
  return pitches.flatMap((pitch) => (pitch.ending ? [pitch.ending] : []))
}

/** What the PAs that ended on a set of pitches came to, with their run value per 100 of those pitches. */
export function outcomeLine(pitches: readonly { ending: PaEnding | null }[]): OutcomeLine {
  const { pa, ab, h, hr, so, bb, runValue, ...tally } = tallyOutcomes(endingsOf(pitches))
  return { pa, ab, h, hr, so, bb, ...outcomeRates({ ab, h, tb: tally.tb }), runValue, runValuePer100: runValuePer100(runValue, pitches.length) }
}
