import { normalise } from './odds-ratio'
import { outcomeValues, ratesOf, type MatchupOutcome, type OutcomeValues } from './outcomes'

export type Hand = 'R' | 'L'
/** 左右: a batter's side ('S' = both) and a pitcher's arm, null where the data does not say. */
export type BatterSide = Hand | 'S'
export type PlatoonRelation = 'same' | 'opposite'

/**
 * Same-handed (右投手対右打者, 左対左) or opposite; a switch hitter stands on the opposite side to
 * any pitcher. Null when either hand is unknown.
 */
export function platoonRelation(bats: BatterSide | null, throws: Hand | null): PlatoonRelation | null {
  if (bats === null || throws === null) return null
  if (bats === 'S') return 'opposite'
  return bats === throws ? 'same' : 'opposite'
}

export const NEUTRAL: OutcomeValues = outcomeValues(() => 1)

/**
 * The league's platoon factor per outcome: its rate in PAs of this relation ÷ its rate in all PAs
 * of known hands. The players' own rates are against everyone, so this moves them to the
 * matchup's side of the split. 1 where the league never saw the outcome (or the relation is unknown).
 *
 * @example K in 30 of 100 same-handed and 20 of 100 opposite PAs: same factor .30/.25 = 1.2, opposite .20/.25 = 0.8
 */
export function platoonFactors(counts: Readonly<Record<PlatoonRelation, OutcomeValues>>, relation: PlatoonRelation | null): OutcomeValues {
  if (relation === null) return NEUTRAL
  const all = ratesOf(outcomeValues((outcome) => counts.same[outcome] + counts.opposite[outcome]))
  const side = ratesOf(counts[relation])
  return outcomeValues((outcome) => (all[outcome] > 0 && side[outcome] > 0 ? side[outcome] / all[outcome] : 1))
}

/** The venue factor metrics (venue_factors.metric) the park adjustment reads. */
export type ParkMetric = 'h' | '2b' | '3b' | 'hr' | 'so' | 'bb'

/**
 * Which venue factor scales which outcome: hits by type (単打 takes the hits factor, as the table
 * has no singles of its own), 三振 and 四球 by theirs. 死球 and the outs in play have none: they
 * absorb the difference when the probabilities are renormalised.
 */
export const PARK_METRIC_OF: Readonly<Partial<Record<MatchupOutcome, ParkMetric>>> = { '1B': 'h', '2B': '2b', '3B': '3b', HR: 'hr', K: 'so', BB: 'bb' }

/** Per outcome, the venue's multi-year factor of its metric (1 where it has none). */
export function parkFactors(factors: Readonly<Partial<Record<ParkMetric, number | null>>>): OutcomeValues {
  return outcomeValues((outcome) => {
    const metric = PARK_METRIC_OF[outcome]
    return (metric === undefined ? null : factors[metric]) ?? 1
  })
}

/** Each probability times its factor(s), renormalised to a distribution. */
export function applyFactors(probabilities: OutcomeValues, ...factors: readonly OutcomeValues[]): OutcomeValues {
  return normalise(outcomeValues((outcome) => factors.reduce((value, factor) => value * factor[outcome], probabilities[outcome])))
}
