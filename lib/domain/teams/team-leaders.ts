/** A stat as an exact fraction (a count is n / 1), so that .300 from 150/500 and from 120/400 tie exactly. */
export type Fraction = { numerator: number; denominator: number }

/**
 * Every row that leads on `value`, in the order given: ties are all kept (NPB titles are shared on
 * equal figures). Rows without a value (null, or a zero denominator) take no part; `better` says
 * whether more (本塁打, 打率) or less (防御率) leads. Compared by cross-multiplying, never by division.
 *
 * @example leadersBy([{ id: 'a', hr: 20 }, { id: 'b', hr: 25 }, { id: 'c', hr: 25 }], (row) => ({ numerator: row.hr, denominator: 1 }), 'high') // rows b and c
 */
export function leadersBy<Row>(rows: readonly Row[], value: (row: Row) => Fraction | null, better: 'high' | 'low'): Row[] {
  let best: Fraction | null = null
  let leaders: Row[] = []
  for (const row of rows) {
    const own = value(row)
    if (own === null || own.denominator <= 0) continue
    const order = best === null ? 1 : compareFractions(own, best) * (better === 'high' ? 1 : -1)
    if (order > 0) {
      best = own
      leaders = [row]
    } else if (order === 0) {
      leaders.push(row)
    }
  }
  return leaders
}

/** Sign of a − b for positive denominators. */
function compareFractions(a: Fraction, b: Fraction): number {
  return Math.sign(a.numerator * b.denominator - b.numerator * a.denominator)
}
