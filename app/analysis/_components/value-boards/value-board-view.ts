import { sortValueRows } from '@/lib/domain/analysis/value-sort'
import { toCsv } from '@/lib/domain/format/csv'
import { TEAM_BY_CODE, isTeamCode } from '@/lib/domain/teams/teams'
import type { ValueBoard, ValueBoardRow, ValueBoardSide } from '@/lib/schemas/value-boards'
import type { Order, SeasonValueBoardQuery } from './value-board-query'
import { BOARD_KEY, valueColumns, type ValueColumn } from './value-columns'

/** Rows per page of the all-players list (a qualified list is shorter): keeps the page's HTML lean. */
export const PAGE_SIZE = 100

export type ValueBoardViewModel = { columns: ValueColumn[]; sortColumn: ValueColumn; order: Order; rows: ValueBoardRow[]; page: number; pageRows: ValueBoardRow[] }

/**
 * What a board view shows: its columns, its rows in the URL's order and the page of them. A sort
 * key the board does not list falls back to its own value, most first; a page past the end to the
 * last. The page and its CSV both read this, so they list the same rows in the same order.
 */
export function valueBoardViewModel(board: ValueBoard, side: ValueBoardSide, query: Pick<SeasonValueBoardQuery, 'sort' | 'order' | 'page'>, rows: readonly ValueBoardRow[]): ValueBoardViewModel {
  const columns = valueColumns(board, side)
  const asked = columns.find((column) => column.key === query.sort)
  const sortColumn = asked ?? columns.find((column) => column.key === BOARD_KEY[board]) ?? columns[0]
  if (!sortColumn) throw new Error(`the ${board} board has no columns`)
  const order = asked ? query.order : 'desc'
  const sorted = sortValueRows(rows, sortColumn.value, order)
  const pages = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE))
  const page = Math.min(query.page, pages)
  return { columns, sortColumn, order, rows: sorted, page, pageRows: sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE) }
}

/** Sorting by a column: the same column flips the order, another starts with its highest values. */
export function nextOrder(current: { key: string; order: Order }, key: string): Order {
  return key === current.key && current.order === 'desc' ? 'asc' : 'desc'
}

/** A club's short name, or the code for a club the site does not know. */
export const teamName = (team: string) => (isTeamCode(team) ? TEAM_BY_CODE[team].shortName : team)

/**
 * The view as a spreadsheet: every row in the table's order (all pages), the table's header and
 * printed values, after a notice line when the data is the simulated league's.
 */
export function valueBoardCsv(model: ValueBoardViewModel, notice: string | null): string {
  const header = ['選手', '球団', ...model.columns.map((column) => column.label)]
  const lines = model.rows.map((row) => [row.name, teamName(row.team), ...model.columns.map((column) => column.print(row))])
  return toCsv([...(notice ? [[notice]] : []), header, ...lines])
}
