import { applyFactors, NEUTRAL, parkFactors, platoonFactors, type ParkMetric, type PlatoonRelation } from './adjust'
import { matchupProbabilities } from './odds-ratio'
import { ratesOf, type OutcomeValues } from './outcomes'
import { shrinkRates } from './shrink'
import { STABILIZATION_POINTS } from './stabilization-points'

export type MatchupInputs = {
  /** The batter's PA outcome counts against all pitchers. */
  batter: OutcomeValues
  /** The pitcher's against all batters. */
  pitcher: OutcomeValues
  /** The league's PAs of known hands, split by platoon relation; their sum is the league's baseline. */
  league: Readonly<Record<PlatoonRelation, OutcomeValues>>
  /** The league's counts in all PAs (hands known or not). */
  leagueAll: OutcomeValues
  relation: PlatoonRelation | null
  /** The venue's factors, or null for a neutral park. */
  park: Readonly<Partial<Record<ParkMetric, number | null>>> | null
}

/** Every stage of the model, per outcome, so the page can show how the answer was reached. */
export type MatchupModel = {
  batterRaw: OutcomeValues
  pitcherRaw: OutcomeValues
  league: OutcomeValues
  batterShrunk: OutcomeValues
  pitcherShrunk: OutcomeValues
  log5: OutcomeValues
  platoon: OutcomeValues
  park: OutcomeValues
  /** The final probabilities of one PA: log5 × platoon × park, renormalised. */
  final: OutcomeValues
}

/**
 * Raw rates → regressed toward the league (shrink.ts) → odds-ratio combination (odds-ratio.ts) →
 * platoon and park factors (adjust.ts). The league baseline is the season's regular-season PAs.
 */
export function matchupModel(inputs: MatchupInputs): MatchupModel {
  const league = ratesOf(inputs.leagueAll)
  const batterShrunk = shrinkRates({ counts: inputs.batter, league, points: STABILIZATION_POINTS.batter })
  const pitcherShrunk = shrinkRates({ counts: inputs.pitcher, league, points: STABILIZATION_POINTS.pitcher })
  const log5 = matchupProbabilities({ batter: batterShrunk, pitcher: pitcherShrunk, league })
  const platoon = platoonFactors(inputs.league, inputs.relation)
  const park = inputs.park === null ? NEUTRAL : parkFactors(inputs.park)
  return {
    batterRaw: ratesOf(inputs.batter),
    pitcherRaw: ratesOf(inputs.pitcher),
    league,
    batterShrunk,
    pitcherShrunk,
    log5,
    platoon,
    park,
    final: applyFactors(log5, platoon, park),
  }
}
