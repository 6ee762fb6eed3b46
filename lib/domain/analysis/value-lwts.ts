import { LINEAR_WEIGHT_EVENTS, type LinearWeightEvent } from '@/lib/domain/sabermetrics/event-classes'

/** Each event's linear weight (runs per occurrence, the mean RE24 of the event); null where the sample never saw it. */
export type EventWeights = Readonly<Partial<Record<LinearWeightEvent, number | null>>>
type Counts = Readonly<Record<LinearWeightEvent, number>>

/**
 * The mean weight per PA of a population (a league's batters, or the PAs its pitchers faced):
 * Σ count·weight ÷ Σ count over the events that have a weight. null without such PAs.
 *
 * @example 60 outs at −0.25, 30 singles at +0.45, 10 HR at +1.4 → (−15 + 13.5 + 14) / 100 = 0.125
 */
export function meanWeightPerPa(counts: Counts, weights: EventWeights): number | null {
  let runs = 0
  let pas = 0
  for (const event of LINEAR_WEIGHT_EVENTS) {
    const weight = weights[event]
    if (weight === null || weight === undefined) continue
    runs += counts[event] * weight
    pas += counts[event]
  }
  return pas > 0 ? runs / pas : null
}

/**
 * LWTS batting runs above average = Σ over the player's PAs of (event's weight − the league's mean
 * weight per PA) (Palmer's linear weights as FanGraphs' batting runs put them: 0 is an average
 * hitter). An event without a weight counts as average (0). Over the whole population the sum is 0.
 *
 * @example 3 HR (1.4) and 7 outs (−0.25) against a mean of 0.125: 3·1.275 + 7·(−0.375) = 3.825 − 2.625 = 1.2
 */
export function lwtsRuns(counts: Counts, weights: EventWeights, mean: number): number {
  let runs = 0
  for (const event of LINEAR_WEIGHT_EVENTS) {
    const weight = weights[event]
    if (weight === null || weight === undefined) continue
    runs += counts[event] * (weight - mean)
  }
  return runs
}

/** Event counts added up, for a population's mean weight. */
export function addCounts(lines: readonly { events: Counts }[]): Record<LinearWeightEvent, number> {
  const total = Object.fromEntries(LINEAR_WEIGHT_EVENTS.map((event) => [event, 0])) as Record<LinearWeightEvent, number>
  for (const line of lines) for (const event of LINEAR_WEIGHT_EVENTS) total[event] += line.events[event]
  return total
}
