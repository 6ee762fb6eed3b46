import { readSimDatabase as read } from '@/lib/data/testing/sim-database'
import { winProbabilityMapFrom } from './get-win-probability-map'

type Stored = { win: number; tie: number; loss: number }
const storedAt = (inning: number, half: string, outs: number, bases: number, diff: number) =>
  read((db) =>
    db.prepare<[number, string, number, number, number], Stored>(
      'SELECT win, tie, loss FROM win_expectancy WHERE season = 2025 AND inning = ? AND half = ? AND outs = ? AND bases = ? AND score_diff = ?',
    ).get(inning, half, outs, bases, diff),
  )

test('the start of each half-inning: 1回表…12回裏 down, −5…+5 across, each cell as stored', () => {
  const map = read((db) => winProbabilityMapFrom(db, 2025, 0, 0))
  expect(map?.rows.map((row) => `${row.inning}${row.half}`).slice(0, 3)).toEqual(['1top', '1bottom', '2top'])
  expect(map?.rows).toHaveLength(24)
  for (const row of map?.rows ?? []) expect(row.cells.map((cell) => cell.score_diff)).toEqual([-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5])
  const ninthLevel = map?.rows.find((row) => row.inning === 9 && row.half === 'bottom')?.cells[5]
  expect(ninthLevel).toEqual({ score_diff: 0, ...storedAt(9, 'bottom', 0, 0, 0) })
  for (const row of map?.rows ?? []) for (const cell of row.cells) expect(cell.win + cell.tie + cell.loss).toBeCloseTo(1, 9)
})

test('another base-out state reads its own cells: 一死一・二塁 in the 7th, 2 behind', () => {
  const map = read((db) => winProbabilityMapFrom(db, 2025, 1, 3))
  expect(map).toMatchObject({ season: 2025, outs: 1, bases: 3 })
  const cell = map?.rows.find((row) => row.inning === 7 && row.half === 'bottom')?.cells[3]
  expect(cell).toEqual({ score_diff: -2, ...storedAt(7, 'bottom', 1, 3, -2) })
  // Runners on help the side at bat: the home club batting in the bottom is better off than with nobody on.
  const empty = read((db) => winProbabilityMapFrom(db, 2025, 1, 0))?.rows.find((row) => row.inning === 7 && row.half === 'bottom')?.cells[3]
  expect(cell?.win ?? 0).toBeGreaterThan(empty?.win ?? 1)
})

test('the model behaves like baseball: a lead helps, ties grow in extras, a tied 12th bottom is mostly a tie', () => {
  const map = read((db) => winProbabilityMapFrom(db, 2025, 0, 0))
  const row = (inning: number, half: 'top' | 'bottom') => map?.rows.find((r) => r.inning === inning && r.half === half)?.cells ?? []
  const wins = row(5, 'top').map((cell) => cell.win)
  for (let index = 1; index < wins.length; index++) expect(wins[index] ?? 0).toBeGreaterThan(wins[index - 1] ?? 1)
  expect(row(10, 'top')[5]?.tie ?? 0).toBeGreaterThan(row(1, 'top')[5]?.tie ?? 1)
  expect(row(12, 'bottom')[5]?.tie ?? 0).toBeGreaterThan(0.5)
  // A home lead in the bottom of the 9th: the game is over, and the table says won.
  expect(row(9, 'bottom')[6]).toMatchObject({ win: 1, tie: 0, loss: 0 })
})

test('a season the database does not hold has no map', () => {
  expect(read((db) => winProbabilityMapFrom(db, 2016, 0, 0))).toBeNull()
})
