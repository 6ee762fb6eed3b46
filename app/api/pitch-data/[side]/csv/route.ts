import { parseBoardQuery } from '@/app/pitch-data/_components/board-query'
import { boardCsv, boardViewModel } from '@/app/pitch-data/_components/board-view'
import { getDatabase } from '@/lib/data/db'
import { notFoundJson, unavailable } from '@/lib/data/http/api-error'
import { DATA_CACHE_CONTROL } from '@/lib/data/http/json-response'
import { intParam, parseQuery } from '@/lib/data/http/query-params'
import { getDataSource, simulatedCsvNotice } from '@/lib/data/loaders/get-data-source'
import { getPitchBoard } from '@/lib/data/loaders/pitch-boards/get-pitch-board'
import { getPitchTypeSummary } from '@/lib/data/loaders/pitch-boards/get-pitch-type-summary'

const SHAPE = { season: intParam(1936, 2100) }
const HINTS = { season: ['2025 のような4桁の年', 'a four-digit year such as 2025'] } as const

/**
 * A board's view as CSV (/api/pitch-data/{pitching|batting}/csv?season=…): the season must be
 * right; the view's settings (min, league, team, view, sort, order) fall back as on the page, so
 * the file lists the page's rows in the page's order with its columns. UTF-8 with a BOM.
 */
export async function GET(request: Request, { params }: { params: Promise<{ side: string }> }): Promise<Response> {
  const { side } = await params
  if (side !== 'pitching' && side !== 'batting') return notFoundJson(`API /api/pitch-data/${side}/csv はありません。`, `no API endpoint at /api/pitch-data/${side}/csv`)
  const search = new URL(request.url).searchParams
  const parsed = parseQuery(search, SHAPE, HINTS)
  if (!parsed.ok) return parsed.response
  if (!getDatabase()) return unavailable()
  const { season } = parsed.value
  const query = { ...parseBoardQuery(side, Object.fromEntries(search)), season }
  const board = getPitchBoard(season, side, { minPitches: query.min, ...(query.team ? { team: query.team } : {}), ...(query.league ? { league: query.league } : {}) })
  if (!board?.available) return notFoundJson(`${season}年の投球データはありません。`, `no pitch data for ${season}`)
  const summary = getPitchTypeSummary(season)
  const model = boardViewModel(side, query, board.rows, summary?.available ? summary.types.map((line) => line.type) : [])
  const name = ['pitch-data', side, season, `min${query.min}`, query.league, query.team, query.view].filter(Boolean).join('-')
  return new Response(boardCsv(model, simulatedCsvNotice(getDataSource())), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}.csv"`, 'Cache-Control': DATA_CACHE_CONTROL },
  })
}
