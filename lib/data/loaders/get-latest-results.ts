import 'server-only'
import { cache } from 'react'
import { getDatabase, type Db } from '@/lib/data/db'
import { latestResultsSchema, type LatestResults } from '@/lib/schemas/latest-results'

/**
 * Every game of the last date with games in a season (regular season or postseason), with the
 * names of the pitchers credited with the win, the loss and the save. null for a season without games.
 */
export function latestResultsFrom(db: Db, season: number): LatestResults | null {
  const date = db.prepare<[number], { date: string | null }>('SELECT MAX(date) AS date FROM games WHERE season = ?').get(season)?.date
  if (!date) return null
  const games = db
    .prepare<[number, string], Record<string, unknown>>(
      `SELECT g.id, g.date, g.kind, g.home, g.away, g.home_runs, g.away_runs, g.innings, g.status, v.name AS venue,
         g.win_pitcher, g.loss_pitcher, g.save_pitcher,
         w.name_kanji AS win_pitcher_name, l.name_kanji AS loss_pitcher_name, s.name_kanji AS save_pitcher_name
       FROM games g
       LEFT JOIN venues v ON v.id = g.venue_id
       LEFT JOIN players w ON w.id = g.win_pitcher
       LEFT JOIN players l ON l.id = g.loss_pitcher
       LEFT JOIN players s ON s.id = g.save_pitcher
       WHERE g.season = ? AND g.date = ? ORDER BY g.id`,
    )
    .all(season, date)
  return latestResultsSchema.parse({ date, games })
}

export const getLatestResults = cache((season: number): LatestResults | null => {
  const db = getDatabase()
  return db ? latestResultsFrom(db, season) : null
})
