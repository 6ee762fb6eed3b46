import { toCsv } from '@/lib/domain/format/csv'
import type { PitchType } from '@/lib/domain/events'
import { sortBoard } from '@/lib/domain/pitch-metrics/sort-board'
import { LEAGUE_NAMES, TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import type { PitchBoardRow } from '@/lib/schemas/pitch-boards'
import { boardColumns, type BoardColumn } from './board-columns'
import { printBoardValue } from './board-print'
import { DEFAULT_SORT, type BoardQuery, type BoardSide, type Order } from './board-query'

/** The default sort's column, listed or not: every view can be ordered by pitches. */
const PITCHES: BoardColumn = { key: 'pitches', label: '球数', format: 'count', glossary: { key: 'pitches' }, value: (row) => row.pitches }

export type BoardViewModel = { columns: BoardColumn[]; sortColumn: BoardColumn; order: Order; rows: PitchBoardRow[] }

/**
 * What a board view shows: its columns, and its rows in the URL's order. A sort key the view
 * does not list (a pitch type of another season, a column of another tab) falls back to the
 * default, most pitches first. The page and its CSV both read this, so they list the same rows.
 */
export function boardViewModel(side: BoardSide, query: BoardQuery, rows: readonly PitchBoardRow[], types: readonly PitchType[]): BoardViewModel {
  const columns = boardColumns(side, query.view, types)
  const asked = columns.find((column) => column.key === query.sort)
  const sortColumn = asked ?? columns.find((column) => column.key === DEFAULT_SORT.sort) ?? PITCHES
  const order = asked ? query.order : DEFAULT_SORT.order
  return { columns, sortColumn, order, rows: sortBoard(rows, sortColumn.value, order) }
}

/** Sorting by a column: the same column flips the order, another starts with its highest values. */
export function nextOrder(current: { key: string; order: Order }, key: string): Order {
  return key === current.key && current.order === 'desc' ? 'asc' : 'desc'
}

/**
 * The view as a spreadsheet: the table's columns and printed values, a row per line in the
 * table's order, a Japanese header — after a notice line when the data is the simulated league's.
 */
export function boardCsv(model: BoardViewModel, notice: string | null): string {
  const header = ['選手', '球団', 'リーグ', ...model.columns.map((column) => column.label)]
  const lines = model.rows.map((row) => [
    row.name,
    TEAM_BY_CODE[row.team].shortName,
    LEAGUE_NAMES[row.league],
    ...model.columns.map((column) => printBoardValue(column.value(row), column.format)),
  ])
  return toCsv([...(notice ? [[notice]] : []), header, ...lines])
}
