import { formatBases } from '@/lib/domain/format/game-state'
import type { Outcome, TransitionModel } from '@/lib/domain/sabermetrics/transition-model'

/**
 * What the chain knows about one base-out state: how many PAs started there, the share that
 * recorded an out (double plays included), the share that scored, the mean runs on the play, and
 * the likeliest next states with the runs on the way.
 */
export type StateInputs = {
  outs: number
  bases: number
  sample: number
  outRate: number
  scoreRate: number
  meanRuns: number
  top: Outcome[]
}

/** How many of a state's outcomes the inputs table names. */
export const TOP_OUTCOMES = 3

/**
 * The model's inputs, state by state in BASE_OUT_STATES order, as a table can show them. The
 * shares are the model's own transition probabilities (the counts from our events ÷ the sample).
 *
 * @example nobody on, nobody out, 7 outs and 3 singles in 10 PAs → outRate .7, top [1 out empty .7, 0 out 1B .3]
 */
export function summariseTransitions(model: TransitionModel, topOutcomes = TOP_OUTCOMES): StateInputs[] {
  return model.states.map((state) => {
    let outRate = 0
    let scoreRate = 0
    let meanRuns = 0
    for (const outcome of state.outcomes) {
      if (outcome.outs > state.outs) outRate += outcome.probability
      if (outcome.runs > 0) scoreRate += outcome.probability
      meanRuns += outcome.probability * outcome.runs
    }
    // Likeliest first; equal shares keep the model's order (fewer outs, fewer runners, fewer runs).
    const top = state.outcomes
      .map((outcome, index) => ({ outcome, index }))
      .sort((a, b) => b.outcome.probability - a.outcome.probability || a.index - b.index)
      .slice(0, topOutcomes)
      .map(({ outcome }) => outcome)
    return { outs: state.outs, bases: state.bases, sample: state.sample, outRate, scoreRate, meanRuns, top }
  })
}

const OUT_WORDS = ['無死', '一死', '二死'] as const

/** @example baseOutLabel(2, 7) // '二死満塁' */
export function baseOutLabel(outs: number, bases: number): string {
  return `${OUT_WORDS[outs] ?? '-'}${formatBases(bases)}`
}

/**
 * Where a PA leads, as the inputs table names it: the next state, or チェンジ at the third out,
 * with the runs scored on the way.
 *
 * @example outcomeLabel({ outs: 0, bases: 0, runs: 1 }) // '無死走者なし（1点）'
 */
export function outcomeLabel({ outs, bases, runs }: { outs: number; bases: number; runs: number }): string {
  const next = outs >= 3 ? 'チェンジ' : baseOutLabel(outs, bases)
  return runs > 0 ? `${next}（${runs}点）` : next
}
