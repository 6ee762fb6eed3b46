import { BASE_OUT_STATES, baseOutIndex, type BaseOut } from '@/lib/domain/sabermetrics/base-out-state'
import { runExpectancy, type RunExpectancyMatrix } from '@/lib/domain/sabermetrics/run-expectancy'
import type { TransitionModel } from '@/lib/domain/sabermetrics/transition-model'

/**
 * The expected size of a PA's run swing from a base-out state: Σ P(outcome)·|RE(after) − RE(before)
 * + runs|, over the season's PA outcomes from that state (the transition model), on the same
 * run-expectancy matrix RE24 uses. This is leverage with the score and inning left out: how much
 * the bases and outs alone put at stake (our definition of base-out leverage, after FanGraphs' boLI).
 * null when the matrix lacks the state or an outcome's state.
 *
 * @example two outs, bases empty, RE .1; outs .7 (→ RE 0), singles .2 (→ RE .2), solo homers .1 (→ RE .1, +1 run):
 * .7·|0 − .1| + .2·|.2 − .1| + .1·|.1 − .1 + 1| = .07 + .02 + .1 = .19
 */
export function baseOutSwing(model: TransitionModel, matrix: RunExpectancyMatrix, state: BaseOut): number | null {
  const index = baseOutIndex(state.outs, state.bases)
  const start = runExpectancy(matrix, state)
  const outcomes = index === null ? undefined : model.states[index]?.outcomes
  if (start === null || outcomes === undefined) return null
  let total = 0
  for (const outcome of outcomes) {
    const end = runExpectancy(matrix, outcome)
    if (end === null) return null
    total += outcome.probability * Math.abs(end - start + outcome.runs)
  }
  return total
}

/**
 * boLI of each of the 24 base-out states (BASE_OUT_STATES order): the state's swing ÷ the mean
 * swing over the PAs actually played (their start states), so that the average PA is 1, as LI's
 * average is. States without a swing get null; all null when no PA has one.
 *
 * @example swings .19 (two outs, empty) and .91 (two outs, loaded), PAs from them 3 : 1 → mean .37; boLI .514 and 2.459
 */
export function baseOutLeverageTable(model: TransitionModel, matrix: RunExpectancyMatrix, starts: readonly { outsBefore: number; basesBefore: number }[]): (number | null)[] {
  const swings = BASE_OUT_STATES.map((state) => baseOutSwing(model, matrix, state))
  let total = 0
  let count = 0
  for (const start of starts) {
    const index = baseOutIndex(start.outsBefore, start.basesBefore)
    const swing = index === null ? null : (swings[index] ?? null)
    if (swing === null) continue
    total += swing
    count += 1
  }
  const mean = count > 0 ? total / count : 0
  return swings.map((swing) => (swing === null || mean <= 0 ? null : swing / mean))
}
