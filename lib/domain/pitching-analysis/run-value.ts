import type { PaResult } from '@/lib/domain/events'
import { EVENT_CLASS, type LinearWeightEvent } from '@/lib/domain/sabermetrics/event-classes'

export type AnalysisSide = 'pitching' | 'batting'

/**
 * A PA's run value from the analysed player's side. The read model has no count-state run values
 * and the conventions page defines no pitch values, so a pitch's run value is the linear weight
 * (mean RE24, league-constants.ts) of the PA outcome, credited to the PA's final pitch; the other
 * pitches carry 0. Runs prevented count positive for a pitcher, runs created for a batter. An
 * event without a weight (no sample that season, e.g. INT) counts 0.
 *
 * @example paRunValue('HR', new Map([['HR', 1.4]]), 'pitching') // -1.4
 */
export function paRunValue(result: PaResult, weights: ReadonlyMap<LinearWeightEvent, number>, side: AnalysisSide): number {
  const value = weights.get(EVENT_CLASS[result]) ?? 0
  return side === 'pitching' ? -value : value
}

/**
 * Run value per 100 pitches = 100 × Σ run value / pitches (FanGraphs' "wFB/C" scale, on our
 * final-pitch definition above); null without a pitch.
 *
 * @example runValuePer100(-3, 150) // -2
 */
export function runValuePer100(runValue: number, pitches: number): number | null {
  return pitches > 0 ? (100 * runValue) / pitches : null
}
