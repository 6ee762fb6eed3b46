import { keepLines, pageOf, rankLines } from './explorer-rows'

type Line = { player_id: string; team: string; qualified: boolean; pa: number; avg: number | null }
const line = (player_id: string, avg: number | null, pa = 500, qualified = true, team = 'g'): Line => ({ player_id, team, qualified, pa, avg })

test('keeps qualified lines, lines at the minimum and the position asked, each filter only when set', () => {
  const lines = [line('1', 0.3, 500), line('2', 0.28, 200, false), line('3', 0.25, 90, false)]
  const base = { qualified: false, minimum: null, measure: (l: Line) => l.pa, role: null }
  expect(keepLines(lines, base).map((l) => l.player_id)).toEqual(['1', '2', '3'])
  expect(keepLines(lines, { ...base, qualified: true }).map((l) => l.player_id)).toEqual(['1'])
  expect(keepLines(lines, { ...base, minimum: 200 }).map((l) => l.player_id)).toEqual(['1', '2'])
  expect(keepLines(lines, { ...base, role: (l: Line) => l.player_id !== '1' }).map((l) => l.player_id)).toEqual(['2', '3'])
})

test('ranks by the column with ties sharing a rank (1, 2, 2, 4), the longer line first among them, lines without a value last', () => {
  const lines = [line('a', 0.3, 400), line('b', 0.31), line('c', 0.3, 550), line('d', null), line('e', 0.29)]
  const ranked = rankLines(lines, { value: (l) => l.avg, order: 'desc', measure: (l) => l.pa })
  expect(ranked.map(({ line: l, rank }) => `${l.player_id}${rank}`)).toEqual(['b1', 'c2', 'a2', 'e4', 'd5'])
})

test('ascending order puts the lowest first and still lines without a value last; equal lines fall back to id, then club', () => {
  const lines = [line('x', 2.1), line('y', null), line('w', 1.9), line('v', 2.1, 500, true, 't'), line('v', 2.1, 500, true, 'c')]
  const ranked = rankLines(lines, { value: (l) => l.avg, order: 'asc', measure: (l) => l.pa })
  expect(ranked.map(({ line: l, rank }) => `${l.player_id}${l.team}${rank}`)).toEqual(['wg1', 'vc2', 'vt2', 'xg2', 'yg5'])
})

test('pages of 50 or 100, every line with all; a page past the end is the last one', () => {
  const rows = Array.from({ length: 120 }, (_, index) => index)
  expect(pageOf(rows, '50', 1).rows).toEqual(rows.slice(0, 50))
  expect(pageOf(rows, '50', 9)).toEqual({ page: 3, rows: rows.slice(100, 120) })
  expect(pageOf(rows, '100', 2).rows).toHaveLength(20)
  expect(pageOf(rows, 'all', 4)).toEqual({ page: 1, rows })
  expect(pageOf([], '50', 3)).toEqual({ page: 1, rows: [] })
})
