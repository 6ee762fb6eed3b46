import { sortValueRows } from './value-sort'

const row = (player_id: string, pa: number, value: number | null) => ({ player_id, team: 'g', pa, value })

test('most first or least first, rows without a value last either way, ties by more PA then by id', () => {
  const rows = [row('a', 100, 1), row('b', 300, null), row('c', 200, 2), row('d', 400, 1), row('e', 400, 1)]
  expect(sortValueRows(rows, (r) => r.value, 'desc').map((r) => r.player_id)).toEqual(['c', 'd', 'e', 'a', 'b'])
  expect(sortValueRows(rows, (r) => r.value, 'asc').map((r) => r.player_id)).toEqual(['d', 'e', 'a', 'c', 'b'])
})
