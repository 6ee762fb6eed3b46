import type { WinProbabilityMap } from '@/lib/schemas/win-probability'
import { differenceRows } from './win-probability-diff'

const cell = (score_diff: number, win: number) => ({ score_diff, win, tie: 0, loss: 1 - win })
const map = (season: number, rows: WinProbabilityMap['rows']): WinProbabilityMap => ({ season, outs: 0, bases: 0, rows })

test('9回裏 同点 at .522 against .510 is +1.2 points; cells are matched by state, not position', () => {
  const current = map(2025, [{ inning: 9, half: 'bottom', cells: [cell(-1, 0.2), cell(0, 0.522)] }])
  const other = map(2019, [
    { inning: 9, half: 'top', cells: [cell(0, 0.9)] },
    { inning: 9, half: 'bottom', cells: [cell(0, 0.51), cell(-1, 0.25)] },
  ])
  const [row] = differenceRows(current, other)
  expect(row?.cells.map((c) => c.score_diff)).toEqual([-1, 0])
  expect(row?.cells[0]?.points).toBeCloseTo(-5, 12)
  expect(row?.cells[1]).toMatchObject({ current: 0.522, other: 0.51 })
  expect(row?.cells[1]?.points).toBeCloseTo(1.2, 12)
})

test('a map against itself is zero everywhere; a cell the other season lacks is left out', () => {
  const current = map(2025, [{ inning: 1, half: 'top', cells: [cell(0, 0.47), cell(1, 0.6)] }])
  expect(differenceRows(current, current)[0]?.cells.map((c) => c.points)).toEqual([0, 0])
  const other = map(2024, [{ inning: 1, half: 'top', cells: [cell(0, 0.45)] }])
  expect(differenceRows(current, other)[0]?.cells.map((c) => c.score_diff)).toEqual([0])
})
