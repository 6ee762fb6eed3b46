import { BASE_OUT_STATES, baseOutIndex } from './base-out-state'
import type { CountTransition } from './count-states'
import { COUNT_KEYS, type CountKey } from './count-values'
import { runExpectancy, type RunExpectancyMatrix } from './run-expectancy'
import { homeWeAfterPlay, type HomeWeLookup, type LiveState } from './win-expectancy-after'

/** One base-out state at one count: the PAs that passed through it, and the mean of a value over their ends. */
export type CountCell = { outs: 0 | 1 | 2; bases: number; count: CountKey; pas: number; value: number | null }

/**
 * Σ n·value(end) / Σ n over the transitions of each base-out state and count, 24 × 12 cells in
 * BASE_OUT_STATES × COUNT_KEYS order (state index × 12 + count index). `pas` counts every PA; an
 * end with no value (a state the season never saw) leaves the mean, and a cell with none is null.
 */
export function meanByCount(transitions: readonly CountTransition[], valueOf: (transition: CountTransition) => number | null): CountCell[] {
  const sums = BASE_OUT_STATES.flatMap(() => COUNT_KEYS.map(() => ({ pas: 0, weighted: 0, valued: 0 })))
  for (const transition of transitions) {
    const state = baseOutIndex(transition.outs, transition.bases)
    const sum = state === null ? undefined : sums[state * COUNT_KEYS.length + COUNT_KEYS.indexOf(transition.count)]
    if (sum === undefined) continue
    sum.pas += transition.n
    const value = valueOf(transition)
    if (value === null) continue
    sum.weighted += transition.n * value
    sum.valued += transition.n
  }
  return BASE_OUT_STATES.flatMap((state, index) =>
    COUNT_KEYS.map((count, at) => {
      const sum = sums[index * COUNT_KEYS.length + at] ?? { pas: 0, weighted: 0, valued: 0 }
      return { ...state, count, pas: sum.pas, value: sum.valued > 0 ? sum.weighted / sum.valued : null }
    }),
  )
}

/**
 * RE by count: runs on the play plus RE of the state the PA left (0 at three outs), averaged over
 * the PAs that passed through the count. At 0-0 every PA counts, so it is the state's RE up to
 * sampling (RE(s) = E[runs + RE(next)] — the Markov property the matrix rests on).
 *
 * @example // from (0 out, empty): a single (RE .8 after), an out (.25), a solo HR (1 + .45); 1-0 was passed by the single and the HR
 * // 0-0: (.8 + .25 + 1.45) / 3 = .833; 1-0: (.8 + 1.45) / 2 = 1.125
 */
export function runExpectancyByCount(transitions: readonly CountTransition[], matrix: RunExpectancyMatrix): CountCell[] {
  return meanByCount(transitions, (t) => {
    const after = runExpectancy(matrix, { outs: t.outsAfter, bases: t.basesAfter })
    return after === null ? null : t.runs + after
  })
}

/**
 * WE by count in one game situation (inning, half, home − away before the PA): the home club's WE
 * after each PA (homeWeAfterPlay), averaged over the PAs that passed through the count. At 0-0
 * it is the state's WE up to sampling, since the table is a Markov chain of the same PAs.
 */
export function winExpectancyByCount(transitions: readonly CountTransition[], lookup: HomeWeLookup, situation: Omit<LiveState, 'outs' | 'bases'>): CountCell[] {
  return meanByCount(transitions, (t) => homeWeAfterPlay(lookup, situation, t))
}
