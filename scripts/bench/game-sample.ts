import Database from 'better-sqlite3'
import { join } from 'node:path'

/** A fixed pseudo-random order (Knuth's multiplicative hash of the row id), so every run benches the same games. */
const SCATTER = '(rowid * 2654435761) % 4294967296'

/**
 * `count` regular-season 9-inning games of the latest simulated or npb.jp season that have pitch
 * data (the weight budget is for such a game), and the results page of each one's date.
 */
export function sampleGamePaths(count: number): { games: string[]; days: string[] } {
  const db = new Database(process.env.NPB_DB_PATH ?? join(process.cwd(), 'data', 'npb.sqlite'), { readonly: true })
  try {
    const rows = db
      .prepare<[number], { id: string; date: string }>(
        `SELECT id, date FROM games
         WHERE season = (SELECT MAX(season) FROM games WHERE source IN ('sim', 'npb')) AND kind IN ('regular', 'interleague') AND innings = 9
           AND EXISTS (SELECT 1 FROM pitches WHERE pitches.game_id = games.id)
         ORDER BY ${SCATTER} LIMIT ?`,
      )
      .all(count)
    return { games: rows.map((row) => `/games/${row.id}`), days: [...new Set(rows.map((row) => `/game-results?date=${row.date}`))] }
  } finally {
    db.close()
  }
}
