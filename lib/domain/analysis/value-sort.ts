/**
 * A value board's rows ordered by one value: rows without it ('-') last in either order, ties by
 * more PA, then by player and club, so a page, its CSV and its API list the same rows the same way.
 *
 * @example sortValueRows(rows, (row) => row.wpa, 'desc') // most WPA first
 */
export function sortValueRows<Row extends { player_id: string; team: string; pa: number }>(
  rows: readonly Row[],
  value: (row: Row) => number | null,
  order: 'asc' | 'desc',
): Row[] {
  const sign = order === 'asc' ? 1 : -1
  return rows
    .map((row) => ({ row, value: value(row) }))
    .sort((a, b) => {
      if (a.value !== b.value) {
        if (a.value === null) return 1
        if (b.value === null) return -1
        return sign * (a.value - b.value)
      }
      return b.row.pa - a.row.pa || a.row.player_id.localeCompare(b.row.player_id) || a.row.team.localeCompare(b.row.team)
    })
    .map((entry) => entry.row)
}
