import { createRng, type Rng } from './rng'

/**
 * An Rng whose `next()` returns the given values in turn (then repeats the last): lets tests
 * force a branch, e.g. 0 for "the unlikely thing happens", 0.99 for "it does not".
 */
export function scriptedRng(values: readonly number[]): Rng {
  const base = createRng(1)
  let index = 0
  const next = () => values[Math.min(index++, values.length - 1)] ?? 0.5
  const rng: Rng = {
    ...base,
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
  }
  return rng
}
