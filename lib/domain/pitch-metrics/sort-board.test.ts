import { sortBoard } from './sort-board'

const rows = [
  { playerId: 'a', team: 'g', pitches: 900, whiff: 0.25 },
  { playerId: 'b', team: 'g', pitches: 1200, whiff: null },
  { playerId: 'c', team: 't', pitches: 600, whiff: 0.31 },
  { playerId: 'd', team: 't', pitches: 1500, whiff: 0.25 },
]

test('descending: highest first, a tie goes to more pitches, no value last', () => {
  expect(sortBoard(rows, (row) => row.whiff, 'desc').map((row) => row.playerId)).toEqual(['c', 'd', 'a', 'b'])
})

test('ascending: lowest first, and no value still last', () => {
  expect(sortBoard(rows, (row) => row.whiff, 'asc').map((row) => row.playerId)).toEqual(['d', 'a', 'c', 'b'])
})

test('the rows given are left as they were', () => {
  sortBoard(rows, (row) => row.pitches, 'asc')
  expect(rows.map((row) => row.playerId)).toEqual(['a', 'b', 'c', 'd'])
})
