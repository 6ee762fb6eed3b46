import type { WobaWeights } from '@/lib/domain/sabermetrics/woba'
import { rate } from '@/lib/domain/stats/rate'
import { sumOutcomes, type OutcomeValues } from './outcomes'

export type SlashLine = { avg: number | null; obp: number | null; slg: number | null; woba: number | null }
/** A sample's statistic with the half-width of its 95% interval (1.96 standard errors). */
export type Estimate = { value: number | null; margin: number | null }
export type SampleLine = { n: number; avg: Estimate; obp: Estimate; slg: Estimate; woba: Estimate }

/** wOBA's numerator weight of each outcome (outs and strikeouts weigh 0). */
function wobaWeightOf(values: OutcomeValues, w: Omit<WobaWeights, 'scale'>): number {
  return w.wBB * values.BB + w.wHBP * values.HBP + w.w1B * values['1B'] + w.w2B * values['2B'] + w.w3B * values['3B'] + w.wHR * values.HR
}

const hits = (v: OutcomeValues) => v['1B'] + v['2B'] + v['3B'] + v.HR
const totalBases = (v: OutcomeValues) => v['1B'] + 2 * v['2B'] + 3 * v['3B'] + 4 * v.HR
/** Every modelled PA that is not a walk or a hit-by-pitch is an at-bat: 犠打・犠飛 and 申告敬遠 are outside the model. */
const atBats = (v: OutcomeValues) => sumOutcomes(v) - v.BB - v.HBP

/**
 * The line a batter is expected to post in this matchup, read exactly off the probabilities of
 * one PA: AVG = P(H)/P(AB), OBP = P(H)+P(BB)+P(HBP), SLG = E[TB]/P(AB), wOBA = Σ w·P (every
 * modelled PA is in wOBA's denominator). Weights are the season's (league_constants).
 */
export function expectedLine(probabilities: OutcomeValues, weights: Omit<WobaWeights, 'scale'>): SlashLine {
  const total = sumOutcomes(probabilities)
  return {
    avg: rate(hits(probabilities), atBats(probabilities)),
    obp: rate(hits(probabilities) + probabilities.BB + probabilities.HBP, total),
    slg: rate(totalBases(probabilities), atBats(probabilities)),
    woba: rate(wobaWeightOf(probabilities, weights), total),
  }
}

/** A mean over `n` trials with the 95% margin from the trials' variance `(meanOfSquares − mean²)/n`. */
function estimate(sum: number, sumOfSquares: number, n: number): Estimate {
  if (n <= 0) return { value: null, margin: null }
  const mean = sum / n
  const variance = Math.max(0, sumOfSquares / n - mean * mean)
  return { value: mean, margin: 1.96 * Math.sqrt(variance / n) }
}

/**
 * The simulated sample's line with its 95% margins: AVG and OBP as proportions, SLG as the mean
 * total bases per at-bat, wOBA as the mean weight per PA, each ± 1.96·√(variance / trials).
 */
export function sampleLine(counts: OutcomeValues, weights: Omit<WobaWeights, 'scale'>): SampleLine {
  const n = sumOutcomes(counts)
  const ab = atBats(counts)
  const h = hits(counts)
  const onBase = h + counts.BB + counts.HBP
  const squaredBases = counts['1B'] + 4 * counts['2B'] + 9 * counts['3B'] + 16 * counts.HR
  const w = weights
  const squaredWeights = w.wBB ** 2 * counts.BB + w.wHBP ** 2 * counts.HBP + w.w1B ** 2 * counts['1B'] + w.w2B ** 2 * counts['2B'] + w.w3B ** 2 * counts['3B'] + w.wHR ** 2 * counts.HR
  return {
    n,
    avg: estimate(h, h, ab),
    obp: estimate(onBase, onBase, n),
    slg: estimate(totalBases(counts), squaredBases, ab),
    woba: estimate(wobaWeightOf(counts, weights), squaredWeights, n),
  }
}
