import 'server-only'
import type { Db } from '@/lib/data/db'
import { lineFromRow, type StoredLineRow } from '@/lib/data/derive/pitch-board-columns'
import type { PitchType } from '@/lib/domain/events'
import type { BoardLineTally } from '@/lib/domain/pitch-metrics/board-line'
import type { BoardSide } from './season-pitches-sql'

/** One player's pitches of one type for one club: the tally, speeds, outcomes and run values from the batting side. */
export type BoardLine = BoardLineTally & { playerId: string; team: string; type: PitchType }

/** A season's lines of a side as the read model keeps them (derive/pitch-board-lines.ts): a few thousand rows, read by key. */
export function boardLinesFrom(db: Db, season: number, side: BoardSide): BoardLine[] {
  return db
    .prepare<[number, BoardSide], StoredLineRow>('SELECT * FROM pitch_board_lines WHERE season = ? AND side = ?')
    .all(season, side)
    .map((row) => ({ ...lineFromRow(row), playerId: String(row.player_id), team: String(row.team), type: String(row.type) as PitchType }))
}
