import { byCountDesc, byRatio, byValueDesc, leaders, thenBy, topWithTies } from './rank'

type Row = { id: string; hr: number; h: number; ab: number }
const row = (id: string, hr: number, h = 0, ab = 1): Row => ({ id, hr, h, ab })
const ids = (rows: readonly Row[]) => rows.map((r) => r.id)

test('a single leader takes the title alone', () => {
  expect(ids(leaders([row('a', 30), row('b', 41), row('c', 39)], byCountDesc((r) => r.hr)))).toEqual(['b'])
})

test('players level at the top all share the title (NPB shares tied titles)', () => {
  // 40 = 40 > 38: both 40s win
  expect(ids(leaders([row('a', 40), row('b', 38), row('c', 40)], byCountDesc((r) => r.hr)))).toEqual(['a', 'c'])
})

test('no candidates, no leaders', () => {
  expect(leaders([], byCountDesc((r: Row) => r.hr))).toEqual([])
})

test('equal fractions tie exactly even when written differently', () => {
  // 3/10 = 6/20 = .300 exactly; 299/1000 = .299 is behind
  const rows = [row('a', 0, 3, 10), row('b', 0, 6, 20), row('c', 0, 299, 1000)]
  expect(ids(leaders(rows, byRatio((r) => ({ n: r.h, d: r.ab }))))).toEqual(['a', 'b'])
})

test('fractions that round alike are still separated', () => {
  // 1/3 = .33333… beats 333/1000 = .333 though both print .333
  const rows = [row('a', 0, 333, 1000), row('b', 0, 1, 3)]
  expect(ids(leaders(rows, byRatio((r) => ({ n: r.h, d: r.ab }))))).toEqual(['b'])
})

test('ascending ratios put the lowest first (ERA)', () => {
  // 40/540 < 45/540
  const rows = [row('a', 0, 45, 540), row('b', 0, 40, 540)]
  expect(ids(leaders(rows, byRatio((r) => ({ n: r.h, d: r.ab }), 'asc')))).toEqual(['b'])
})

test('a tie-breaker only decides when the first comparison is level', () => {
  const rows = [row('a', 30, 10), row('b', 30, 12), row('c', 31, 0)]
  expect(ids(leaders(rows, thenBy(byCountDesc((r) => r.hr), byCountDesc((r) => r.h))))).toEqual(['c'])
  expect(ids(leaders(rows.slice(0, 2), thenBy(byCountDesc((r) => r.hr), byCountDesc((r) => r.h))))).toEqual(['b'])
})

test('three places extend to everyone tied for the third', () => {
  // 30, 28, 25, 25, 20 → top three plus the second 25
  const rows = [row('a', 25), row('b', 30), row('c', 20), row('d', 28), row('e', 25)]
  expect(ids(topWithTies(rows, 3, byValueDesc((r) => r.hr)))).toEqual(['b', 'd', 'a', 'e'])
})

test('fewer candidates than places returns them all', () => {
  expect(ids(topWithTies([row('a', 1), row('b', 2)], 3, byValueDesc((r) => r.hr)))).toEqual(['b', 'a'])
})
