import 'server-only'
import { z } from 'zod'
import type { Db } from '@/lib/data/db'
import type { League, TeamCode } from '@/lib/domain/teams/teams'
import { pitchBoardRowSchema, type PitchBoard, type PitchBoardRow } from '@/lib/schemas/pitch-boards'
import { memoPerDatabase } from '../memo-per-database'
import { boardRowsFrom } from './board-rows'
import { hasPitchRows, type BoardSide } from './season-pitches-sql'

export type PitchBoardFilter = {
  /** Rows with fewer pitches are left out (a page's qualifier); 0 keeps everyone. */
  minPitches: number
  team?: TeamCode
  league?: League
}

type SeasonBoard = { available: false } | { available: true; rows: PitchBoardRow[] }

const rowsSchema = z.array(pitchBoardRowSchema)

/** A side's whole season, every player, before any filter: the expensive part (one grouped pass), validated once. */
export function seasonBoardFrom(db: Db, season: number, side: BoardSide): SeasonBoard | null {
  const pitched = hasPitchRows(db, season)
  if (pitched === null) return null
  return pitched ? { available: true, rows: rowsSchema.parse(boardRowsFrom(db, season, side)) } : { available: false }
}

function filtered(board: SeasonBoard | null, season: number, side: BoardSide, filter: PitchBoardFilter): PitchBoard | null {
  if (!board) return null
  if (!board.available) return { season, side, available: false, reason: 'no-pitch-data' }
  const rows = board.rows.filter(
    (row) => row.pitches >= filter.minPitches && (!filter.team || row.team === filter.team) && (!filter.league || row.league === filter.league),
  )
  return { season, side, available: true, minPitches: filter.minPitches, rows }
}

/**
 * The league pitch board of a side ('pitching': by pitcher, 'batting': by batter) for a regular
 * season: null for a season without games, `available: false` for one without pitch rows.
 */
export function pitchBoardFrom(db: Db, season: number, side: BoardSide, filter: PitchBoardFilter): PitchBoard | null {
  return filtered(seasonBoardFrom(db, season, side), season, side, filter)
}

/** The season's rows are kept per server (memo-per-database.ts): a season never changes until a rebuild; filtering them is cheap. */
const seasonBoard = memoPerDatabase(seasonBoardFrom)

export function getPitchBoard(season: number, side: BoardSide, filter: PitchBoardFilter): PitchBoard | null {
  return filtered(seasonBoard(season, side), season, side, filter)
}
