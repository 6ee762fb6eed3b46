import type { BattedBallType, PaResult } from '@/lib/domain/events'

/**
 * The outcome classes a matchup PA ends in: the seven events the batter and pitcher own, and the
 * outs in play split by how the ball was hit (the event store records ground, line, fly and pop
 * for every ball in play).
 */
export const MATCHUP_OUTCOMES = ['K', 'BB', 'HBP', '1B', '2B', '3B', 'HR', 'GO', 'LO', 'FO'] as const
export type MatchupOutcome = (typeof MATCHUP_OUTCOMES)[number]

/** The outs in play, whose split is regressed as shares of the out pool (shrink.ts). */
export const OUT_IN_PLAY: readonly MatchupOutcome[] = ['GO', 'LO', 'FO']

export const MATCHUP_OUTCOME_LABELS: Readonly<Record<MatchupOutcome, string>> = {
  K: '三振',
  BB: '四球',
  HBP: '死球',
  '1B': '単打',
  '2B': '二塁打',
  '3B': '三塁打',
  HR: '本塁打',
  GO: 'ゴロアウト',
  LO: 'ライナーアウト',
  FO: 'フライアウト',
}

/** A value per outcome: counts, rates, probabilities or factors. */
export type OutcomeValues = Readonly<Record<MatchupOutcome, number>>

export function outcomeValues(value: (outcome: MatchupOutcome) => number): OutcomeValues {
  return Object.fromEntries(MATCHUP_OUTCOMES.map((outcome) => [outcome, value(outcome)])) as Record<MatchupOutcome, number>
}

export const NO_OUTCOMES: OutcomeValues = outcomeValues(() => 0)

export const sumOutcomes = (values: OutcomeValues): number => MATCHUP_OUTCOMES.reduce((sum, outcome) => sum + values[outcome], 0)

/** An out in play by the ball's flight; without a recorded flight, by what the result implies. */
function outInPlay(result: PaResult, battedBall: BattedBallType | null): MatchupOutcome {
  if (battedBall === 'line') return 'LO'
  if (battedBall === 'fly' || battedBall === 'popup') return 'FO'
  // A bunt popped up is caught in the air; other bunts are on the ground.
  if (battedBall === 'bunt') return result === 'PO' ? 'FO' : 'GO'
  if (battedBall === 'ground') return 'GO'
  if (result === 'LO') return 'LO'
  return result === 'FO' || result === 'PO' || result === 'SF' ? 'FO' : 'GO'
}

/**
 * The class a recorded PA counts in, or null for the PAs left out of the contest: 申告敬遠 and
 * 打撃妨害 (the pitcher does not pitch to him) and 犠打 (the manager's choice). 振り逃げ is a
 * strikeout; a sacrifice fly, an error, a fielder's choice and a double play are balls in play
 * that the batter did not turn into a hit, so they count as outs by the ball's flight.
 */
export function classifyPa(result: PaResult, battedBall: BattedBallType | null): MatchupOutcome | null {
  switch (result) {
    case 'IBB':
    case 'INT':
    case 'SH':
      return null
    case 'K':
    case 'KWP':
      return 'K'
    case 'BB':
    case 'HBP':
    case '1B':
    case '2B':
    case '3B':
    case 'HR':
      return result
    default:
      return outInPlay(result, battedBall)
  }
}

/** Counts per class from (result, batted ball, count) rows; rows the contest leaves out are skipped. */
export function countOutcomes(rows: readonly { result: PaResult; battedBall: BattedBallType | null; count: number }[]): OutcomeValues {
  const counts: Record<MatchupOutcome, number> = { ...NO_OUTCOMES }
  for (const row of rows) {
    const outcome = classifyPa(row.result, row.battedBall)
    if (outcome !== null) counts[outcome] += row.count
  }
  return counts
}

/** Rates per PA from counts (all zero for an empty sample). */
export function ratesOf(counts: OutcomeValues): OutcomeValues {
  const total = sumOutcomes(counts)
  return outcomeValues((outcome) => (total > 0 ? counts[outcome] / total : 0))
}
