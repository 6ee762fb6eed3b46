import type { PaTransition } from '@/lib/domain/events'
import { BASE_OUT_STATES, baseOutIndex, type BaseOut } from './base-out-state'

/** Where one PA leads: the base-out state after it (bases 0 at three outs) and the runs it scored. */
export type Outcome = { outs: 0 | 1 | 2 | 3; bases: number; runs: number; probability: number }
/** The outcome distribution of PAs from one base-out state; `sample` is the PAs it rests on. */
export type StateTransitions = BaseOut & { sample: number; outcomes: readonly Outcome[] }
/** Per-PA Markov chain over the 24 base-out states, in BASE_OUT_STATES order. */
export type TransitionModel = { states: readonly StateTransitions[] }

function outcomeOf(t: PaTransition): Omit<Outcome, 'probability'> | null {
  const { outsBefore, outsAfter, basesAfter, runsOnPlay } = t
  const validOuts = Number.isInteger(outsAfter) && outsAfter >= outsBefore && outsAfter <= 3
  const validBases = Number.isInteger(basesAfter) && basesAfter >= 0 && basesAfter <= 7
  if (!validOuts || !validBases || !Number.isInteger(runsOnPlay) || runsOnPlay < 0) return null
  return { outs: outsAfter as Outcome['outs'], bases: outsAfter === 3 ? 0 : basesAfter, runs: runsOnPlay }
}

/**
 * Estimates P(outs after, bases after, runs | base-out state) by counting PA transitions, both
 * halves pooled (conventions page: WE as a Markov chain over base-out states). Transitions with
 * impossible states are skipped. A state never observed falls back to "an out, runners hold",
 * which keeps every half-inning finite; a real season observes all 24. Outcomes are sorted so
 * the model does not depend on input order.
 */
export function buildTransitionModel(transitions: readonly PaTransition[]): TransitionModel {
  const counts = BASE_OUT_STATES.map(() => new Map<string, { outcome: Omit<Outcome, 'probability'>; n: number }>())
  for (const transition of transitions) {
    const index = baseOutIndex(transition.outsBefore, transition.basesBefore)
    const outcome = outcomeOf(transition)
    const bucket = index === null ? undefined : counts[index]
    if (bucket === undefined || outcome === null) continue
    const key = `${outcome.outs}/${outcome.bases}/${outcome.runs}`
    const entry = bucket.get(key)
    if (entry === undefined) bucket.set(key, { outcome, n: 1 })
    else entry.n += 1
  }
  const states = BASE_OUT_STATES.map((state, index) => {
    const entries = [...(counts[index]?.values() ?? [])]
    const sample = entries.reduce((sum, entry) => sum + entry.n, 0)
    if (sample === 0) {
      const outs = (state.outs + 1) as Outcome['outs']
      return { ...state, sample, outcomes: [{ outs, bases: outs === 3 ? 0 : state.bases, runs: 0, probability: 1 }] }
    }
    const outcomes = entries
      .map(({ outcome, n }) => ({ ...outcome, probability: n / sample }))
      .sort((a, b) => a.outs - b.outs || a.bases - b.bases || a.runs - b.runs)
    return { ...state, sample, outcomes }
  })
  return { states }
}
