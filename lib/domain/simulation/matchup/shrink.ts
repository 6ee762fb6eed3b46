import { MATCHUP_OUTCOMES, OUT_IN_PLAY, outcomeValues, sumOutcomes, type MatchupOutcome, type OutcomeValues } from './outcomes'

/** The events a player owns outright; the outs in play are what is left of the PA. */
const EVENTS = MATCHUP_OUTCOMES.filter((outcome) => !OUT_IN_PLAY.includes(outcome))

/**
 * Regression to the mean by adding `points` PA of league-average results:
 * (count + r·league) / (PA + r). With no PA the league's rate; with many, close to his own.
 *
 * @example regress(30, 100, 0.2, 60) // (30 + 12) / 160 = 0.2625
 */
export function regress(count: number, sample: number, league: number, points: number): number {
  return (count + points * league) / (sample + points)
}

/**
 * A player's PA outcome rates regressed toward the league's, per outcome with its own
 * stabilization point (stabilization-points.ts). The seven events are regressed as rates per PA;
 * the outs in play take what is left of the PA, split by their shares of his outs in play, each
 * share regressed toward the league's share and the three rescaled to sum 1. The result sums to 1.
 */
export function shrinkRates({ counts, league, points }: { counts: OutcomeValues; league: OutcomeValues; points: Readonly<Record<MatchupOutcome, number>> }): OutcomeValues {
  const pa = sumOutcomes(counts)
  const events = new Map(EVENTS.map((event) => [event, regress(counts[event], pa, league[event], points[event])]))
  const eventTotal = [...events.values()].reduce((sum, value) => sum + value, 0)
  // Only a player far beyond any real one could push the events past a whole PA; keep it a distribution.
  const eventScale = eventTotal > 1 ? 1 / eventTotal : 1
  const outPool = Math.max(0, 1 - eventTotal * eventScale)

  const outs = OUT_IN_PLAY.reduce((sum, outcome) => sum + counts[outcome], 0)
  const leagueOuts = OUT_IN_PLAY.reduce((sum, outcome) => sum + league[outcome], 0)
  const shares = new Map(
    OUT_IN_PLAY.map((outcome) => [outcome, regress(counts[outcome], outs, leagueOuts > 0 ? league[outcome] / leagueOuts : 0, points[outcome])]),
  )
  const shareTotal = [...shares.values()].reduce((sum, value) => sum + value, 0)
  return outcomeValues((outcome) => {
    const event = events.get(outcome)
    if (event !== undefined) return event * eventScale
    const share = shareTotal > 0 ? (shares.get(outcome) ?? 0) / shareTotal : 1 / OUT_IN_PLAY.length
    return outPool * share
  })
}
