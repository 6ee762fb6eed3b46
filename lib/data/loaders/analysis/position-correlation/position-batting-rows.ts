import 'server-only'
import type { Db } from '@/lib/data/db'
import { REGULAR } from '@/lib/data/derive/season-counts'
import type { PositionCounts } from '@/lib/domain/analysis/position-batting'

/** One batter's PAs from one position for one club in a season. */
export type PositionBattingRow = PositionCounts & { team: string; position: string; player_id: string; name: string }

/**
 * Each PA goes to the batter's stint that covers it: a stint runs from after PA `entered_seq` to
 * after PA `exited_seq` (lib/domain/teams/fielding-clock.ts), so a pinch hitter's own PA is in his
 * PH stint and his later PAs in the position he then took. The CROSS JOIN walks the season's games
 * by the (season, date) index and reads each game's PAs and stints by key; PAs are first counted
 * per result, so the result tests run on a few thousand rows (about 150 ms a season).
 */
const ROWS_SQL = `
  WITH by_result AS (
    SELECT s.team, s.position, p.batter_id AS player_id, p.result, COUNT(*) AS n
    FROM games g CROSS JOIN plate_appearances p ON p.game_id = g.id
    JOIN substitutions s ON s.game_id = p.game_id AND s.team = CASE p.half WHEN 'top' THEN g.away ELSE g.home END
      AND s.player_id = p.batter_id AND s.entered_seq < p.seq AND (s.exited_seq IS NULL OR p.seq <= s.exited_seq)
    WHERE g.season = ? AND ${REGULAR}
    GROUP BY 1, 2, 3, 4
  ),
  lines AS (
    SELECT team, position, player_id, SUM(n) AS pa, SUM(n * (result NOT IN ('BB', 'IBB', 'HBP', 'SH', 'SF', 'INT'))) AS ab,
      SUM(n * (result IN ('1B', '2B', '3B', 'HR'))) AS h, SUM(n * (result = '2B')) AS doubles, SUM(n * (result = '3B')) AS triples,
      SUM(n * (result = 'HR')) AS hr, SUM(n * (result IN ('BB', 'IBB'))) AS bb, SUM(n * (result = 'IBB')) AS ibb,
      SUM(n * (result = 'HBP')) AS hbp, SUM(n * (result IN ('K', 'KWP'))) AS so, SUM(n * (result = 'SF')) AS sf, SUM(n * (result = 'SH')) AS sh
    FROM by_result GROUP BY 1, 2, 3
  )
  SELECT l.*, COALESCE(pl.name_kanji, l.player_id) AS name
  FROM lines l LEFT JOIN players pl ON pl.id = l.player_id
  ORDER BY l.team, l.position, l.pa DESC, l.player_id`

/** The season's batting lines by club, position and batter, counted with the season lines' result codes (season-counts.ts). */
export function positionBattingRowsFrom(db: Db, season: number): PositionBattingRow[] {
  return db.prepare<[number], PositionBattingRow>(ROWS_SQL).all(season)
}

/** The season's regular-season PAs, to tell how many no stint placed. */
export function seasonPaCountFrom(db: Db, season: number): number {
  return db.prepare<[number], { n: number }>(`SELECT COUNT(*) AS n FROM games g CROSS JOIN plate_appearances p ON p.game_id = g.id WHERE g.season = ? AND ${REGULAR}`).get(season)?.n ?? 0
}
