import { rankTop } from './career-ranking'

const hitters = [
  { name: 'A', hr: 30 },
  { name: 'B', hr: 41 },
  { name: 'C', hr: 30 },
  { name: 'D', hr: 12 },
  { name: 'E', hr: 30 },
]

test('ties share a rank and the next rank skips (1, 2, 2, 2, 5)', () => {
  const ranked = rankTop(hitters, (row) => row.hr, { order: 'desc', limit: 10 })
  expect(ranked.map((entry) => [entry.rank, entry.row.name, entry.value])).toEqual([
    [1, 'B', 41],
    [2, 'A', 30],
    [2, 'C', 30],
    [2, 'E', 30],
    [5, 'D', 12],
  ])
})

test('a tie at the cut-off keeps every tied row; the rank after it is cut', () => {
  const ranked = rankTop(hitters, (row) => row.hr, { order: 'desc', limit: 2 })
  expect(ranked.map((entry) => entry.row.name)).toEqual(['B', 'A', 'C', 'E'])
  expect(rankTop(hitters, (row) => row.hr, { order: 'desc', limit: 1 }).map((entry) => entry.row.name)).toEqual(['B'])
})

test('ascending order for stats where lower is better (ERA); rows without a value are left out', () => {
  const pitchers = [
    { name: 'A', era: 2.5 },
    { name: 'B', era: null },
    { name: 'C', era: 1.98 },
    { name: 'D', era: 3.1 },
  ]
  const ranked = rankTop(pitchers, (row) => row.era, { order: 'asc', limit: 10 })
  expect(ranked.map((entry) => [entry.rank, entry.row.name])).toEqual([
    [1, 'C'],
    [2, 'A'],
    [3, 'D'],
  ])
})

test('equal fractions are exactly equal: 1/3 and 2/6 share a rank', () => {
  const ranked = rankTop([{ h: 1, ab: 3 }, { h: 2, ab: 6 }], (row) => row.h / row.ab, { order: 'desc', limit: 10 })
  expect(ranked.map((entry) => entry.rank)).toEqual([1, 1])
})

test('an empty list ranks nothing', () => {
  expect(rankTop([], () => 1, { order: 'desc', limit: 10 })).toEqual([])
})
