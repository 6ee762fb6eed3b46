import type { PaTransition } from '@/lib/domain/events'
import { EVENT_CLASS, LINEAR_WEIGHT_EVENTS, OUT_EVENTS, type LinearWeightEvent } from './event-classes'
import { isRunExpectancySample, re24, type RunExpectancyMatrix } from './run-expectancy'

export type LinearWeight = {
  event: LinearWeightEvent
  /** Mean RE24 of the event's PAs; null if it never happened. */
  runValue: number | null
  /** runValue + |mean RE24 of outs|, the scale wOBA weights are built on. */
  aboveOuts: number | null
  count: number
}

/**
 * Linear weight of an event = mean RE24 of its PAs; "above outs" adds |mean RE24 of outs|, the
 * outs being K and 'out' pooled (conventions page; Tango, "The Book"; classes in event-classes.ts).
 * The PAs are taken from the same sample as the matrix (complete half-innings, innings 1–8) so
 * that values and RE agree; PAs whose RE24 is unknown are skipped.
 */
export function linearWeights(halfInnings: readonly (readonly PaTransition[])[], matrix: RunExpectancyMatrix): LinearWeight[] {
  const sums = new Map<LinearWeightEvent, { total: number; count: number }>(LINEAR_WEIGHT_EVENTS.map((event) => [event, { total: 0, count: 0 }]))
  for (const halfInning of halfInnings) {
    if (!isRunExpectancySample(halfInning)) continue
    for (const pa of halfInning) {
      const value = re24({
        before: { outs: pa.outsBefore, bases: pa.basesBefore },
        after: { outs: pa.outsAfter, bases: pa.basesAfter },
        runsOnPlay: pa.runsOnPlay,
        matrix,
      })
      const sum = sums.get(EVENT_CLASS[pa.result])
      if (value === null || sum === undefined) continue
      sum.total += value
      sum.count += 1
    }
  }
  let outTotal = 0
  let outCount = 0
  for (const event of OUT_EVENTS) {
    outTotal += sums.get(event)?.total ?? 0
    outCount += sums.get(event)?.count ?? 0
  }
  const outValue = outCount > 0 ? outTotal / outCount : null
  return LINEAR_WEIGHT_EVENTS.map((event) => {
    const { total, count } = sums.get(event) ?? { total: 0, count: 0 }
    const runValue = count > 0 ? total / count : null
    return { event, runValue, aboveOuts: runValue === null || outValue === null ? null : runValue + Math.abs(outValue), count }
  })
}
