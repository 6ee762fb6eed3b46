import { notFoundJson } from '@/lib/data/http/api-error'
import { dataEndpoint } from '@/lib/data/http/serve-data'
import { getValueBoard } from '@/lib/data/loaders/analysis/value-boards/get-value-board'
import { VALUE_BOARD_SIDES, VALUE_BOARDS, type ValueBoard, type ValueBoardSide } from '@/lib/schemas/value-boards'
import { BOARD_NAMES, boardOfPath, servedSeasonOf, VALUE_BOARD_HINTS, VALUE_BOARD_SHAPE } from './value-board-params'

function boardEndpoint(board: ValueBoard, side: ValueBoardSide) {
  return dataEndpoint({
    shape: VALUE_BOARD_SHAPE,
    hints: VALUE_BOARD_HINTS,
    load: ({ season, league, qualified }) => {
      const shown = servedSeasonOf(season)
      return shown === null ? null : getValueBoard(shown, league, board, side, qualified)
    },
    notFound: ({ season }) => [`${season ?? ''}年の${BOARD_NAMES[board]}はありません。`, `no ${board} board for ${season ?? 'the latest season'}`],
  })
}

const ENDPOINTS = new Map(VALUE_BOARDS.flatMap((board) => VALUE_BOARD_SIDES.map((side) => [`${board}/${side}`, boardEndpoint(board, side)] as const)))

/**
 * /api/analysis/{wpa|re24|lwts}/{pitching|batting}?season&league&qualified: the value board's DTO
 * (lib/schemas/value-boards.ts) — every line of the scope's clubs (or the qualified ones) in the
 * board's order, the LWTS weights, the season's best single plays. A bad value is a 400 naming it,
 * a season without data a 404; the body has an ETag (304 when held).
 */
export async function GET(request: Request, { params }: { params: Promise<{ board: string; side: string }> }): Promise<Response> {
  const { board, side } = await params
  const known = boardOfPath(board, side)
  const endpoint = known ? ENDPOINTS.get(`${known.board}/${known.side}`) : undefined
  if (!endpoint) return notFoundJson(`API /api/analysis/${board}/${side} はありません（wpa・re24・lwts と pitching・batting）。`, `no API endpoint at /api/analysis/${board}/${side} (wpa, re24 or lwts; pitching or batting)`)
  return endpoint(request)
}
