import type { WinProbabilityMap } from '@/lib/schemas/win-probability'

/** A cell of the comparison: each season's P(win) and the change in percentage points. */
export type DifferenceCell = { score_diff: number; current: number; other: number; points: number }
export type DifferenceRow = { inning: number; half: 'top' | 'bottom'; cells: DifferenceCell[] }

/**
 * P(win) of `current` minus that of `other`, cell by cell, in percentage points (× 100). Cells are
 * matched by half-inning and score difference, not by position; a cell `other` lacks is left out.
 *
 * @example a 9回裏 同点 cell at .522 against .510 → points = +1.2
 */
export function differenceRows(current: WinProbabilityMap, other: WinProbabilityMap): DifferenceRow[] {
  const others = new Map<string, number>()
  for (const row of other.rows) for (const cell of row.cells) others.set(`${row.inning}:${row.half}:${cell.score_diff}`, cell.win)
  return current.rows.map((row) => ({
    inning: row.inning,
    half: row.half,
    cells: row.cells.flatMap((cell) => {
      const win = others.get(`${row.inning}:${row.half}:${cell.score_diff}`)
      return win === undefined ? [] : [{ score_diff: cell.score_diff, current: cell.win, other: win, points: (cell.win - win) * 100 }]
    }),
  }))
}
