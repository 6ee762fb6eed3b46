import { baseOutIndex } from './base-out-state'
import { COUNT_KEYS, type CountKey } from './count-values'

/** A tracked PA: its base-out state before, the ball-strike counts its pitches were thrown in, and how it ended. */
export type CountPaSample = { outs: number; bases: number; counts: readonly string[]; outsAfter: number; basesAfter: number; runs: number }

/**
 * How often PAs that started in a base-out state and passed through a count ended in a state with
 * some runs on the play. `outsAfter` is at most 3, and `basesAfter` is 0 at three outs (the
 * half-inning is over, whoever was left on base).
 */
export type CountTransition = {
  outs: 0 | 1 | 2
  bases: number
  count: CountKey
  outsAfter: 0 | 1 | 2 | 3
  basesAfter: number
  runs: number
  n: number
}

/** Where a PA ended, as a transition records it; null for a state no PA can end in (bad data). */
function endOf(sample: CountPaSample): Pick<CountTransition, 'outsAfter' | 'basesAfter' | 'runs'> | null {
  const outsAfter = Math.min(3, sample.outsAfter)
  const valid = Number.isInteger(outsAfter) && outsAfter >= sample.outs && Number.isInteger(sample.basesAfter) && sample.basesAfter >= 0 && sample.basesAfter <= 7
  if (!valid || !Number.isInteger(sample.runs) || sample.runs < 0) return null
  return { outsAfter: outsAfter as CountTransition['outsAfter'], basesAfter: outsAfter === 3 ? 0 : sample.basesAfter, runs: sample.runs }
}

/** Runs on one play beyond this are bad data (a grand slam scores 4; the cap leaves room for odd records). */
const MAX_RUNS = 15
/** Every end a key can hold: 4 outs × 8 bases × runs 0…MAX_RUNS. */
const END_KEYS = 4 * 8 * (MAX_RUNS + 1)
const COUNT_INDEX = new Map<string, number>(COUNT_KEYS.map((count, at) => [count, at]))

/**
 * The count transitions of a set of tracked PAs: each PA counts once for every distinct count it
 * passed through (0-0 always among them), with its state before and its end. "RE and WE by
 * count" follow from these (count-expectancy.ts), as Savant's strategy explorer has them for MLB.
 * A PA from an impossible state, or with a count that is none of the twelve, adds nothing there.
 * Sorted by state, count and end, so that the result does not depend on input order. Keys are
 * numbers, not strings: a season is some 200,000 PA-count pairs per scope.
 *
 * @example
 * // A: nobody on, 0 out, pitches at 0-0 and 1-0, then a single → (0,0) 0-0 → (0,1) and (0,0) 1-0 → (0,1), n 1 each
 * countTransitions([{ outs: 0, bases: 0, counts: ['0-0', '1-0'], outsAfter: 0, basesAfter: 1, runs: 0 }])
 */
export function countTransitions(samples: readonly CountPaSample[]): CountTransition[] {
  const tally = new Map<number, number>()
  for (const sample of samples) {
    const end = endOf(sample)
    const state = baseOutIndex(sample.outs, sample.bases)
    if (end === null || state === null || end.runs > MAX_RUNS) continue
    const endKey = (end.outsAfter * 8 + end.basesAfter) * (MAX_RUNS + 1) + end.runs
    let seen = 0
    for (const count of sample.counts) {
      const at = COUNT_INDEX.get(count)
      if (at === undefined || (seen & (1 << at)) !== 0) continue
      seen |= 1 << at
      // Ascending keys sort by state, count, outs after, bases after, runs.
      const key = (state * COUNT_KEYS.length + at) * END_KEYS + endKey
      tally.set(key, (tally.get(key) ?? 0) + 1)
    }
  }
  return [...tally].sort(([a], [b]) => a - b).map(([key, n]) => {
    const runs = key % (MAX_RUNS + 1)
    const basesAfter = Math.floor(key / (MAX_RUNS + 1)) % 8
    const outsAfter = Math.floor(key / ((MAX_RUNS + 1) * 8)) % 4
    const countAt = Math.floor(key / END_KEYS) % COUNT_KEYS.length
    const state = Math.floor(key / (END_KEYS * COUNT_KEYS.length))
    return {
      outs: Math.floor(state / 8) as CountTransition['outs'], bases: state % 8, count: COUNT_KEYS[countAt] ?? '0-0',
      outsAfter: outsAfter as CountTransition['outsAfter'], basesAfter, runs, n,
    }
  })
}

/**
 * The counts of a bitmask with bit balls × 3 + strikes set for each count a PA passed through
 * (COUNT_KEYS order), as SQL can OR them up per PA; higher bits (impossible counts) are ignored.
 *
 * @example countsOfMask(0b1001) // ['0-0', '1-0']
 */
export function countsOfMask(mask: number): CountKey[] {
  return COUNT_KEYS.filter((_, at) => (mask & (1 << at)) !== 0)
}
