import 'server-only'
import { z } from 'zod'
import { boolParam, intParam } from '@/lib/data/http/query-params'
import { servedSeasons } from '@/lib/data/loaders/get-data-source'
import { LEAGUE_SCOPES } from '@/lib/domain/game-stats/league-scope'
import { VALUE_BOARD_SIDES, VALUE_BOARDS, type ValueBoard, type ValueBoardSide } from '@/lib/schemas/value-boards'

/** The boards' query: `season` (the latest when left out), `league` (npb), `qualified` (true: 規定到達者のみ). */
export const VALUE_BOARD_SHAPE = {
  season: intParam(1936, 2100).optional(),
  league: z.enum(LEAGUE_SCOPES).default('npb'),
  qualified: boolParam.default(true),
}

export const VALUE_BOARD_HINTS = {
  season: ['2025 のような4桁の年（省略時は最新の年度）', 'a four-digit year such as 2025 (the latest season when left out)'],
  league: ['npb・central・pacific のいずれか（省略時は npb）', 'one of npb, central, pacific (npb when left out)'],
  qualified: ['true（規定到達者のみ、省略時）または false（全選手）', 'true (qualified players only, the default) or false (every player)'],
} as const

/** The board and side of a path, or null for a path the API does not serve. */
export function boardOfPath(board: string, side: string): { board: ValueBoard; side: ValueBoardSide } | null {
  const knownBoard = VALUE_BOARDS.find((name) => name === board)
  const knownSide = VALUE_BOARD_SIDES.find((name) => name === side)
  return knownBoard && knownSide ? { board: knownBoard, side: knownSide } : null
}

/** The season a query asks for, if the site serves it (the latest when it names none); null otherwise. */
export function servedSeasonOf(season: number | undefined): number | null {
  const seasons = servedSeasons()
  const shown = season ?? seasons[0]
  return shown !== undefined && seasons.includes(shown) ? shown : null
}

export const BOARD_NAMES: Readonly<Record<ValueBoard, string>> = { wpa: 'WPA', re24: 'RE24', lwts: 'LWTS' }
