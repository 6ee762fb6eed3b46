import { formatSigned } from '@/lib/domain/format/numbers'
import { differenceColor, winExpectancyColor } from '@/lib/domain/game-stats/win-probability-color'
import type { DifferenceRow } from '@/lib/domain/game-stats/win-probability-diff'
import { cellKind, halfInningLabel, type CellKind } from '@/lib/domain/game-stats/win-probability-grid'
import { formatChance } from '@/lib/domain/game-stats/win-probability-percent'
import { weForWpa } from '@/lib/domain/sabermetrics/win-expectancy'
import type { WinProbabilityMap } from '@/lib/schemas/win-probability'

/** A cell as the table draws it: its number, a smaller second line, its background and (rarely) a tooltip. */
export type HeatCell = { text: string; sub: string | null; color: string; title: string | null }
export type HeatRow = { label: string; cells: readonly HeatCell[] }

/** Cells no game is in, greyed, with a short tooltip (the legend says why: 40 cells would repeat a long one). */
export const SETTLED_CELLS: Readonly<Record<Exclude<CellKind, 'live'>, HeatCell>> = {
  over: { text: '終了', sub: null, color: '#f1f5f9', title: '試合終了' },
  unreachable: { text: '-', sub: null, color: '#f1f5f9', title: '起こらない場面' },
}

/** A live cell reads P(win) with P(tie) under it, coloured by WE (P(win) + ½·P(tie)). */
export function mapHeatRows(map: WinProbabilityMap): HeatRow[] {
  return map.rows.map((row) => ({
    label: halfInningLabel(row),
    cells: row.cells.map((cell) => {
      const kind = cellKind({ inning: row.inning, half: row.half, scoreDiff: cell.score_diff })
      return kind === 'live' ? { text: formatChance(cell.win), sub: `分 ${formatChance(cell.tie)}`, color: winExpectancyColor(weForWpa(cell)), title: null } : SETTLED_CELLS[kind]
    }),
  }))
}

/** A comparison cell reads the change in P(win), in points, with the other season's P(win) under it. */
export function differenceHeatRows(rows: readonly DifferenceRow[]): HeatRow[] {
  return rows.map((row) => ({
    label: halfInningLabel(row),
    cells: row.cells.map((cell) => {
      const kind = cellKind({ inning: row.inning, half: row.half, scoreDiff: cell.score_diff })
      return kind === 'live' ? { text: formatSigned(cell.points, 1), sub: formatChance(cell.other), color: differenceColor(cell.points), title: null } : SETTLED_CELLS[kind]
    }),
  }))
}
