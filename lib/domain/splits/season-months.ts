/**
 * The months from a season's first game day to its last, for the month pills (a season that
 * opened in June, as 2020 did, offers no March).
 *
 * @example seasonMonths({ first: '2025-03-28', last: '2025-09-21' }) // [3, 4, 5, 6, 7, 8, 9]
 */
export function seasonMonths({ first, last }: { first: string; last: string }): number[] {
  const [from, to] = [Number(first.slice(5, 7)), Number(last.slice(5, 7))]
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index)
}
