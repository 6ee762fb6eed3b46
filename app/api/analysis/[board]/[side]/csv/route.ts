import { parseValueBoardQuery } from '@/app/analysis/_components/value-boards/value-board-query'
import { valueBoardCsv, valueBoardViewModel } from '@/app/analysis/_components/value-boards/value-board-view'
import { getDatabase } from '@/lib/data/db'
import { notFoundJson, unavailable } from '@/lib/data/http/api-error'
import { DATA_CACHE_CONTROL } from '@/lib/data/http/json-response'
import { parseQuery } from '@/lib/data/http/query-params'
import { getValueBoard } from '@/lib/data/loaders/analysis/value-boards/get-value-board'
import { getDataSource, simulatedCsvNotice } from '@/lib/data/loaders/get-data-source'
import { BOARD_NAMES, boardOfPath, servedSeasonOf, VALUE_BOARD_HINTS, VALUE_BOARD_SHAPE } from '../value-board-params'

/**
 * A value board's view as CSV (/api/analysis/{board}/{side}/csv?season&league&qualified&sort&order):
 * season, league and qualified must be right; the sort falls back as on the page, so the file lists
 * the page's rows (every page) in the page's order with its columns. UTF-8 with a BOM.
 */
export async function GET(request: Request, { params }: { params: Promise<{ board: string; side: string }> }): Promise<Response> {
  const { board: boardName, side: sideName } = await params
  const known = boardOfPath(boardName, sideName)
  if (!known) return notFoundJson(`API /api/analysis/${boardName}/${sideName}/csv はありません。`, `no API endpoint at /api/analysis/${boardName}/${sideName}/csv`)
  const search = new URL(request.url).searchParams
  const parsed = parseQuery(search, VALUE_BOARD_SHAPE, VALUE_BOARD_HINTS)
  if (!parsed.ok) return parsed.response
  if (!getDatabase()) return unavailable()
  const { board, side } = known
  const { league, qualified } = parsed.value
  const season = servedSeasonOf(parsed.value.season)
  const view = season === null ? null : getValueBoard(season, league, board, side, qualified)
  if (season === null || !view) return notFoundJson(`${parsed.value.season ?? ''}年の${BOARD_NAMES[board]}はありません。`, `no ${board} board for ${parsed.value.season ?? 'the latest season'}`)
  const model = valueBoardViewModel(board, side, { ...parseValueBoardQuery(Object.fromEntries(search)), page: 1 }, view.rows)
  const name = ['value', board, side, season, league, qualified ? 'qualified' : 'all', model.sortColumn.key, model.order].join('-')
  return new Response(valueBoardCsv(model, simulatedCsvNotice(getDataSource())), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}.csv"`, 'Cache-Control': DATA_CACHE_CONTROL },
  })
}
