import { outcomeValues, sumOutcomes, type OutcomeValues } from './outcomes'

const odds = (p: number) => p / (1 - p)

/**
 * The odds-ratio (log5) probability of one outcome when a batter with rate `batter` meets a
 * pitcher with rate `pitcher` in a league where it happens at rate `league`:
 * odds = (b/(1−b))·(p/(1−p)) / (l/(1−l)), probability = odds/(1+odds).
 * Bill James' log5 (1981 Baseball Abstract) in Tom Tango's odds-ratio form ("The Odds Ratio
 * Method", tangotiger.net; Tango, Lichtman, Dolphin, The Book, 2006). An outcome the league never
 * sees (or always sees) has no odds to scale: its league rate stands.
 *
 * @example oddsRatio(0.25, 0.2, 0.2) // 0.25: an average pitcher leaves the batter's rate alone
 */
export function oddsRatio(batter: number, pitcher: number, league: number): number {
  if (league <= 0 || league >= 1) return league
  if (batter <= 0 || pitcher <= 0) return 0
  if (batter >= 1 || pitcher >= 1) return 1
  const ratio = (odds(batter) * odds(pitcher)) / odds(league)
  return ratio / (1 + ratio)
}

/** Scales values to sum to 1 (all zero stays all zero). */
export function normalise(values: OutcomeValues): OutcomeValues {
  const total = sumOutcomes(values)
  return outcomeValues((outcome) => (total > 0 ? values[outcome] / total : 0))
}

/**
 * The generalised log5 for a multinomial PA (Haechrel, "Matchup Probabilities in Major League
 * Baseball", SABR Baseball Research Journal, 2014): the odds ratio of each outcome on its own,
 * then renormalised, since the separate outcomes' probabilities need not sum to exactly 1.
 */
export function matchupProbabilities({ batter, pitcher, league }: { batter: OutcomeValues; pitcher: OutcomeValues; league: OutcomeValues }): OutcomeValues {
  return normalise(outcomeValues((outcome) => oddsRatio(batter[outcome], pitcher[outcome], league[outcome])))
}
