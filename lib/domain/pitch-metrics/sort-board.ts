/**
 * A board's rows sorted by one value: rows without a value ('-': no pitch of that type, no
 * swing) go last in either order, ties by more pitches, then by id, so every order is stable
 * and a page and its CSV list the same rows in the same order.
 *
 * @example sortBoard(rows, (row) => row.whiffPct, 'desc') // highest whiff % first, nulls at the end
 */
export function sortBoard<Row extends { playerId: string; team: string; pitches: number }>(
  rows: readonly Row[],
  value: (row: Row) => number | null,
  order: 'asc' | 'desc',
): Row[] {
  const sign = order === 'asc' ? 1 : -1
  const keyed = rows.map((row) => ({ row, value: value(row) }))
  keyed.sort((a, b) => {
    if (a.value !== b.value) {
      if (a.value === null) return 1
      if (b.value === null) return -1
      return sign * (a.value - b.value)
    }
    return b.row.pitches - a.row.pitches || a.row.playerId.localeCompare(b.row.playerId) || a.row.team.localeCompare(b.row.team)
  })
  return keyed.map((entry) => entry.row)
}
