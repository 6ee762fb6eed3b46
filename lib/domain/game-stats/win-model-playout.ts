import { baseOutIndex } from '@/lib/domain/sabermetrics/base-out-state'
import type { TransitionModel } from '@/lib/domain/sabermetrics/transition-model'
import { NPB_RULES, type GameRules, type GameState } from '@/lib/domain/sabermetrics/win-expectancy'
import { homeOutcome } from './calibration'

/** A game the chain played: the state before each PA, and home's result on the WE scale (1, ½, 0). */
export type PlayedGame = { states: GameState[]; outcome: number }

/**
 * Plays one game PA by PA from the model's own transition probabilities under the rules
 * winExpectancy assumes (no bottom of the last regulation inning with home ahead, walk-offs, a
 * tie after the capped inning). Its games are the oracle for the chain's arithmetic: a model
 * checked against games it generated itself must be calibrated up to sampling noise.
 * `next` is a uniform draw in [0, 1) (a seeded rng in tests).
 */
export function playOutGame(model: TransitionModel, next: () => number, rules: GameRules = NPB_RULES): PlayedGame {
  const states: GameState[] = []
  let diff = 0
  const over = (result: number): PlayedGame => ({ states, outcome: result })
  for (let inning = 1; inning <= rules.maxInnings; inning++) {
    for (const half of ['top', 'bottom'] as const) {
      const late = inning >= rules.regulationInnings
      if (half === 'bottom' && late && diff > 0) return over(1)
      let outs = 0
      let bases = 0
      while (outs < 3) {
        states.push({ inning, half, outs, bases, scoreDiff: diff })
        const outcomes = model.states[baseOutIndex(outs, bases) ?? -1]?.outcomes ?? []
        let draw = next()
        const outcome = outcomes.find((candidate) => (draw -= candidate.probability) < 0) ?? outcomes[outcomes.length - 1]
        if (outcome === undefined) throw new RangeError(`no outcomes from ${outs} outs, bases ${bases}`)
        diff += (half === 'top' ? -1 : 1) * outcome.runs
        outs = outcome.outs
        bases = outcome.bases
        if (half === 'bottom' && late && diff > 0) return over(1)
      }
    }
    if (inning >= rules.regulationInnings && diff !== 0) return over(homeOutcome(diff, 0))
  }
  return over(homeOutcome(diff, 0))
}
