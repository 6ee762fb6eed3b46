import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'
import { addCounts, meanWeightPerPa } from '@/lib/domain/analysis/value-lwts'
import { valueMetrics } from '@/lib/domain/analysis/value-row-metrics'
import { sortValueRows } from '@/lib/domain/analysis/value-sort'
import type { LeagueScope } from '@/lib/domain/game-stats/league-scope'
import { valueBoardSchema, type ValueBoard, type ValueBoardRow, type ValueBoardSide, type ValueBoardView } from '@/lib/schemas/value-boards'
import { valueBoardContextFrom } from './value-board-context'
import { valueLinesFrom, valuePlaysFrom } from './value-lines-source'
import { playDetailsFrom } from './value-play-details'

export type ValueBoardQuery = { season: number; league: LeagueScope; board: ValueBoard; side: ValueBoardSide; qualified: boolean }

/** Each board's own value, the default order (most first) of its rows. */
export const BOARD_VALUE: Readonly<Record<ValueBoard, (row: ValueBoardRow) => number | null>> = {
  wpa: (row) => row.wpa,
  re24: (row) => row.re24,
  lwts: (row) => row.lwts,
}

/**
 * A value board's DTO: every line of the scope's clubs on the side (or those that qualified), in
 * the board's order, with the values built on the stored sums (value-row-metrics.ts). LWTS is
 * measured from the mean weight per PA of the board's whole population (the scope's batters, or
 * the PAs its pitchers faced), so the population's LWTS adds up to 0. Null for a season with no lines.
 */
export function valueBoardFrom(db: Db, { season, league, board, side, qualified }: ValueBoardQuery): ValueBoardView | null {
  const lines = valueLinesFrom(db, season, league, side)
  if (lines.length === 0) return null
  const context = valueBoardContextFrom(db, season, league, side)
  const mean = meanWeightPerPa(addCounts(lines), context.weightOf)
  const rows = lines.map((line) => ({
    player_id: line.playerId,
    name: context.names.get(line.playerId) ?? line.playerId,
    team: line.team,
    qualified: context.qualified.has(`${line.playerId}\t${line.team}`),
    ...valueMetrics(line, { runsPerWin: context.runsPerWin, weights: context.weightOf, meanWeight: mean }),
  }))
  return valueBoardSchema.parse({
    season,
    league,
    board,
    side,
    qualified,
    qualifier: context.qualifier,
    total: rows.length,
    runs_per_win: context.runsPerWin,
    mean_weight: mean,
    weights:
      board === 'lwts'
        ? context.weights.map(({ event, run_value, count }) => ({ event, run_value, above_average: run_value === null || mean === null ? null : run_value - mean, count }))
        : [],
    rows: sortValueRows(qualified ? rows.filter((row) => row.qualified) : rows, BOARD_VALUE[board], 'desc'),
    top_plays: board === 'lwts' ? [] : playDetailsFrom(db, valuePlaysFrom(db, season, league, board, side)),
  })
}

/** Read once per server and view (memo-per-database.ts): the database is fixed until a rebuild. */
export const getValueBoard = cache(
  memoPerDatabase((db: Db, season: number, league: LeagueScope, board: ValueBoard, side: ValueBoardSide, qualified: boolean) =>
    valueBoardFrom(db, { season, league, board, side, qualified }),
  ),
)
