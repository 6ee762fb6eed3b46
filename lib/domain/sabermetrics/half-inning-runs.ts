import { BASE_OUT_STATES, baseOutIndex, runnersOn } from './base-out-state'
import type { TransitionModel } from './transition-model'

/** Runs tracked exactly per half-inning; the last bucket holds this many or more. */
export const MAX_HALF_INNING_RUNS = 30

/** Gauss–Seidel sweeps stop once nothing moves by more than this (or after MAX_SWEEPS). */
const TOLERANCE = 1e-15
const MAX_SWEEPS = 1000

/**
 * For each base-out state (BASE_OUT_STATES order), P(runs scored from there to the end of the
 * half-inning = k), k = 0…MAX_HALF_INNING_RUNS, by dynamic programming on the Markov chain.
 * Solved outs level 2 → 0 and, within a level, for k = 0, 1, …: a PA that keeps the outs either
 * scores (refers to a smaller k, already known) or adds a runner, so states are swept fullest
 * bases first and one sweep settles clean data; extra sweeps only absorb noisy data's loops.
 */
export function halfInningRunDistributions(model: TransitionModel): number[][] {
  const dist = BASE_OUT_STATES.map(() => new Array<number>(MAX_HALF_INNING_RUNS + 1).fill(0))
  const probabilityOf = (outs: number, bases: number, k: number): number => {
    if (k < 0) return 0
    if (outs === 3) return k === 0 ? 1 : 0
    const index = baseOutIndex(outs, bases)
    return index === null ? 0 : (dist[index]?.[k] ?? 0)
  }
  const byRunnersDescending = [0, 1, 2, 3, 4, 5, 6, 7].sort((a, b) => runnersOn(b) - runnersOn(a))
  for (const outs of [2, 1, 0]) {
    for (let k = 0; k < MAX_HALF_INNING_RUNS; k++) {
      for (let sweep = 0; sweep < MAX_SWEEPS; sweep++) {
        let change = 0
        for (const bases of byRunnersDescending) {
          const index = outs * 8 + bases
          const row = dist[index]
          const state = model.states[index]
          if (row === undefined || state === undefined) continue
          const value = state.outcomes.reduce((sum, o) => sum + o.probability * probabilityOf(o.outs, o.bases, k - o.runs), 0)
          change = Math.max(change, Math.abs(value - (row[k] ?? 0)))
          row[k] = value
        }
        if (change <= TOLERANCE) break
      }
    }
  }
  for (const row of dist) {
    const exact = row.slice(0, MAX_HALF_INNING_RUNS).reduce((sum, p) => sum + p, 0)
    row[MAX_HALF_INNING_RUNS] = Math.max(0, 1 - exact)
  }
  return dist
}
