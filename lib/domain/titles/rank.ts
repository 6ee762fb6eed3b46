/** Negative when `a` ranks ahead of `b`, zero when they are level, positive when `b` is ahead. */
export type Comparator<T> = (a: T, b: T) => number

/** A fraction kept as two integers, so equal rates (3/10 and 6/20) compare exactly equal. */
export type Ratio = { n: number; d: number }

/** Higher count first. */
export function byCountDesc<T>(count: (item: T) => number): Comparator<T> {
  return (a, b) => count(b) - count(a)
}

/**
 * Higher (or, with 'asc', lower) ratio first, by cross-multiplication: a title decided on a rate
 * is shared only when the fractions are truly equal, never because two floats happen to round
 * alike. Denominators must be positive; callers filter out the rest.
 */
export function byRatio<T>(ratio: (item: T) => Ratio, order: 'asc' | 'desc' = 'desc'): Comparator<T> {
  return (a, b) => {
    const x = ratio(a)
    const y = ratio(b)
    const diff = y.n * x.d - x.n * y.d
    return order === 'desc' ? diff : -diff
  }
}

/** Higher number first; for derived values (runs above average) that are not fractions of counts. */
export function byValueDesc<T>(value: (item: T) => number): Comparator<T> {
  return (a, b) => {
    const x = value(a)
    const y = value(b)
    // Equal infinities (an unknown value ranked last) would subtract to NaN.
    return x === y ? 0 : y - x
  }
}

/** The first comparator that separates two items decides; later ones only break ties. */
export function thenBy<T>(...comparators: readonly Comparator<T>[]): Comparator<T> {
  return (a, b) => {
    for (const compare of comparators) {
      const result = compare(a, b)
      if (result !== 0) return result
    }
    return 0
  }
}

/**
 * The best `places` items, extended by everyone level with the last place: NPB lets tied players
 * share a title, and a third outfield place tied three ways goes to all three.
 *
 * @example topWithTies([{ hr: 40 }, { hr: 40 }, { hr: 38 }], 1, byCountDesc((x) => x.hr)) // both 40s
 */
export function topWithTies<T>(items: readonly T[], places: number, compare: Comparator<T>): T[] {
  const sorted = [...items].sort(compare)
  const last = sorted[places - 1]
  if (last === undefined) return sorted
  return sorted.filter((item, index) => index < places || compare(item, last) === 0)
}

/** Everyone level with the best; empty when there are no candidates. */
export function leaders<T>(items: readonly T[], compare: Comparator<T>): T[] {
  return topWithTies(items, 1, compare)
}
