import { rate } from '@/lib/domain/stats/rate'
import { baseOutIndex } from './base-out-state'
import type { TransitionModel } from './transition-model'
import { NPB_RULES, weForWpa, winExpectancy, type GameRules, type GameState, type WinExpectancy } from './win-expectancy'

/**
 * WPA of a PA = WE(after) − WE(before), on weForWpa (win + ½·tie), from the home team's side
 * (conventions page; Mills brothers' Player Win Averages, FanGraphs WPA).
 *
 * @example a walk-off from WE .35 to 1 → +0.65
 */
export function wpa({ before, after }: { before: WinExpectancy; after: WinExpectancy }): number {
  return weForWpa(after) - weForWpa(before)
}

/**
 * WPA credited to the batter (and debited to the pitcher): the home side's WPA in the bottom
 * half, its negative in the top half, when the away team bats.
 */
export function batterWpa({ before, after, half }: { before: WinExpectancy; after: WinExpectancy; half: GameState['half'] }): number {
  const home = wpa({ before, after })
  return half === 'bottom' ? home : -home
}

/**
 * Σ P(outcome)·|ΔWE| over the model's PA outcomes from a state: how much the next PA is expected
 * to swing the game (Tango's leverage before dividing by the league mean). 0 once the game is
 * decided or the half-inning is over.
 */
export function rawLeverage(model: TransitionModel, state: GameState, rules: GameRules = NPB_RULES): number {
  const index = baseOutIndex(state.outs, state.bases)
  const outcomes = index === null ? [] : (model.states[index]?.outcomes ?? [])
  const now = weForWpa(winExpectancy(model, state, rules))
  const sign = state.half === 'top' ? -1 : 1
  let total = 0
  for (const outcome of outcomes) {
    const next = { ...state, outs: outcome.outs, bases: outcome.bases, scoreDiff: state.scoreDiff + sign * outcome.runs }
    total += outcome.probability * Math.abs(weForWpa(winExpectancy(model, next, rules)) - now)
  }
  return total
}

/** Mean raw leverage over the PAs actually played (their start states), the denominator of LI. */
export function leagueMeanLeverage(model: TransitionModel, states: readonly GameState[], rules: GameRules = NPB_RULES): number | null {
  const memo = new Map<string, number>()
  let total = 0
  for (const state of states) {
    const key = `${state.inning}/${state.half}/${state.outs}/${state.bases}/${state.scoreDiff}`
    const value = memo.get(key) ?? rawLeverage(model, state, rules)
    memo.set(key, value)
    total += value
  }
  return rate(total, states.length)
}

/**
 * Leverage Index = Σ P(outcome)·|ΔWE| ÷ the league mean of that quantity, so the average PA is
 * 1 (conventions page; Tom Tango, "Crucial Situations"). null when the league mean is 0.
 */
export function leverageIndex(model: TransitionModel, state: GameState, leagueMean: number, rules: GameRules = NPB_RULES): number | null {
  return leagueMean > 0 ? rawLeverage(model, state, rules) / leagueMean : null
}
