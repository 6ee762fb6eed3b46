import 'server-only'
import type { Db } from '@/lib/data/db'

/** 'pitching': by pitcher and the club he pitched for; 'batting': by batter and the club he batted for. */
export type BoardSide = 'pitching' | 'batting'

/** The regular season as the read model counts it (season-counts.ts). */
export const REGULAR_SEASON = "g.season = @season AND g.kind IN ('regular', 'interleague')"

/** Null for a season without regular-season games; false when it has games but no pitch rows. */
export function hasPitchRows(db: Db, season: number): boolean | null {
  const row = db
    .prepare<[{ season: number }], { games: number; pitched: number }>(
      `SELECT EXISTS (SELECT 1 FROM games g WHERE ${REGULAR_SEASON}) AS games,
        EXISTS (SELECT 1 FROM games g JOIN pitches pi ON pi.game_id = g.id WHERE ${REGULAR_SEASON}) AS pitched`,
    )
    .get({ season })
  if (!row || row.games === 0) return null
  return row.pitched === 1
}
