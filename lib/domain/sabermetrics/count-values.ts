/** A ball-strike count as `balls-strikes`, e.g. '3-2'. */
export type CountKey = `${0 | 1 | 2 | 3}-${0 | 1 | 2}`

/** A tracked PA: the counts its pitches were thrown in (0-0 always among them) and its RE24. */
export type CountSample = { counts: readonly CountKey[]; re24: number }

export type CountValue = { runValue: number; pas: number }

export const COUNT_KEYS: readonly CountKey[] = ([0, 1, 2, 3] as const).flatMap((balls) => ([0, 1, 2] as const).map((strikes): CountKey => `${balls}-${strikes}`))

/**
 * Each count's run value for the batting side: the mean RE24 of the PAs that passed through it,
 * less the mean RE24 of every PA. Every PA starts at 0-0, so 0-0 is worth exactly 0, and a count
 * the season never reached is left out (a page treats it as 0).
 *
 * @example
 * // A: 0-0 → 1-0, RE24 +0.5; B: 0-0 → 0-1, −0.3; C: 0-0 → 1-0 → 1-1, −0.2. Mean 0.
 * countRunValues([...]).get('1-0') // { runValue: 0.15, pas: 2 }
 */
export function countRunValues(samples: readonly CountSample[]): Map<CountKey, CountValue> {
  if (samples.length === 0) return new Map()
  const mean = samples.reduce((sum, sample) => sum + sample.re24, 0) / samples.length
  const sums = new Map<CountKey, { total: number; pas: number }>()
  for (const { counts, re24 } of samples) {
    for (const count of new Set(counts)) {
      const sum = sums.get(count) ?? { total: 0, pas: 0 }
      sums.set(count, { total: sum.total + re24, pas: sum.pas + 1 })
    }
  }
  return new Map(COUNT_KEYS.flatMap((count) => {
    const sum = sums.get(count)
    return sum ? [[count, { runValue: sum.total / sum.pas - mean, pas: sum.pas }] as const] : []
  }))
}

export const isCountKey = (value: string): value is CountKey => (COUNT_KEYS as readonly string[]).includes(value)
