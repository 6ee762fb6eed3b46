import Database from 'better-sqlite3'
import { join } from 'node:path'

export type PlayerPaths = { view: string; paths: string[] }

const BATTING_VIEWS = ['career-batting', 'game-batting', 'situational-batting', 'batting-analysis']
const PITCHING_VIEWS = ['career-pitching', 'game-pitching', 'situational-pitching', 'pitch-analysis']

/**
 * A fixed pseudo-random order (Knuth's multiplicative hash of the numeric id), so every run
 * benches the same players without a random seed to carry around.
 */
const SCATTER = '(CAST(player_id AS INTEGER) * 2654435761) % 4294967296'

function open<T>(read: (db: Database.Database) => T): T {
  const db = new Database(process.env.NPB_DB_PATH ?? join(process.cwd(), 'data', 'npb.sqlite'), { readonly: true })
  try {
    return read(db)
  } finally {
    db.close()
  }
}

/**
 * `count` players of the latest whole season, half batters and half pitchers, and for each player
 * page view (career, game log, situational, analysis) the path of each one's latest-season page.
 */
export function samplePlayerPaths(count: number): { season: number; views: PlayerPaths[] } {
  return open((db) => {
    const season = db.prepare<[], { season: number }>("SELECT MAX(season) AS season FROM games WHERE source IN ('sim', 'npb')").get()?.season ?? 0
    const pick = (table: string, having: string, limit: number) =>
      db.prepare<[number, number], { id: string }>(`SELECT player_id AS id FROM ${table} WHERE season = ? GROUP BY player_id HAVING ${having} ORDER BY ${SCATTER} LIMIT ?`).all(season, limit).map((row) => row.id)
    const batters = pick('player_season_batting', 'SUM(pa) > 0', Math.ceil(count / 2))
    const pitchers = pick('player_season_pitching', 'SUM(bf) > 0', Math.floor(count / 2))
    const pathOf = (id: string, view: string) => `/players/${id}/${view}/${season}${view.endsWith('-analysis') ? '/details' : ''}`
    const views = BATTING_VIEWS.map((view, index) => ({
      view: view.replace('-batting', '').replace('batting-', ''),
      paths: [...batters.map((id) => pathOf(id, view)), ...pitchers.map((id) => pathOf(id, PITCHING_VIEWS[index] ?? view))],
    }))
    return { season, views }
  })
}

/** Career pages of players with lines in `seasons` seasons (or the most any player has), up to `limit`. */
export function longCareerPaths(seasons: number, limit: number): string[] {
  return open((db) => {
    const latest = db.prepare<[], { season: number }>("SELECT MAX(season) AS season FROM games WHERE source IN ('sim', 'npb')").get()?.season ?? 0
    return db
      .prepare<[number, number, number], { id: string }>(
        `SELECT player_id AS id FROM player_season_batting GROUP BY player_id
         HAVING COUNT(DISTINCT season) >= ? AND SUM(pa) > 0 AND MAX(season) = ? ORDER BY ${SCATTER} LIMIT ?`,
      )
      .all(seasons, latest, limit)
      .map((row) => `/players/${row.id}/career-batting/${latest}`)
  })
}
