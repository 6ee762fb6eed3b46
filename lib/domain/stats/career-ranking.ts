export type RankOrder = 'asc' | 'desc'

export type RankedEntry<Row> = { rank: number; value: number; row: Row }

/**
 * The top of a list by one value, ranked the way record books rank: ties share a rank and the
 * next rank skips (1, 2, 2, 4). Everyone tied at the last rank inside `limit` stays on the list,
 * so a cut-off never splits a tie. Rows without a value (null: no at-bats, no outs) are left out;
 * tied rows keep their input order, so the caller decides how a tie reads.
 *
 * @example rankTop([{ hr: 30 }, { hr: 41 }, { hr: 30 }, { hr: 12 }], (r) => r.hr, { order: 'desc', limit: 2 })
 * // ranks 1 (41), 2 (30), 2 (30): the tie at the cut-off keeps both
 */
export function rankTop<Row>(
  rows: readonly Row[],
  value: (row: Row) => number | null,
  { order, limit }: { order: RankOrder; limit: number },
): RankedEntry<Row>[] {
  const valued = rows.flatMap((row) => {
    const v = value(row)
    return v === null || !Number.isFinite(v) ? [] : [{ row, value: v }]
  })
  const sign = order === 'desc' ? -1 : 1
  // Array.prototype.sort is stable, so equal values stay in input order.
  valued.sort((a, b) => sign * (a.value - b.value))
  const ranked: RankedEntry<Row>[] = []
  for (const [index, entry] of valued.entries()) {
    const previous = ranked[ranked.length - 1]
    const rank = previous && previous.value === entry.value ? previous.rank : index + 1
    if (rank > limit) break
    ranked.push({ rank, value: entry.value, row: entry.row })
  }
  return ranked
}
