import Database from 'better-sqlite3'
import { join } from 'node:path'

type Param = string | number

/** Expected values come from the database the server reads, never from the test. */
export function query<Row>(sql: string, ...params: Param[]): Row[] {
  const db = new Database(process.env.NPB_DB_PATH ?? join(process.cwd(), 'data', 'npb.sqlite'), { readonly: true })
  try {
    return db.prepare<Param[], Row>(sql).all(...params)
  } finally {
    db.close()
  }
}

/** The one row a query must find; a missing row is a broken fixture, said at once. */
export function queryOne<Row>(sql: string, ...params: Param[]): Row {
  const [row] = query<Row>(sql, ...params)
  if (!row) throw new Error(`no row for ${sql}`)
  return row
}

/** The site's seasons are those of whole-season sources; 一球速報 samples of a later season aside. */
export const DATA_SEASONS = "SELECT DISTINCT season FROM games WHERE source IN ('sim', 'npb')"

/** The data's seasons, oldest first. */
export const dataSeasons = () => query<{ season: number }>(`${DATA_SEASONS} ORDER BY season`).map((row) => row.season)

export const latestSeason = () => queryOne<{ season: number }>(`SELECT MAX(season) AS season FROM (${DATA_SEASONS})`).season

/** The season before the latest one; a database of a single season cannot serve a test that needs two. */
export function previousSeason(): number {
  const seasons = dataSeasons()
  const previous = seasons[seasons.length - 2]
  if (previous === undefined) throw new Error(`the e2e database holds ${seasons.length} season(s); this test needs two`)
  return previous
}

/** Where the whole-season data came from: 'sim' (the simulated league) or 'npb' (imported real games). */
export const dataSource = () => queryOne<{ value: string }>("SELECT value FROM meta WHERE key = 'source'").value

/** The season's first game, for routes that take a game id. */
export const sampleGameId = (season: number) => queryOne<{ id: string }>('SELECT id FROM games WHERE season = ? ORDER BY date, id LIMIT 1', season).id

/** The season's regulars, for routes that take a player id: the batter with most PA, the pitcher with most outs. */
export const sampleBatterId = (season: number) =>
  queryOne<{ id: string }>('SELECT player_id AS id FROM player_season_batting WHERE season = ? ORDER BY pa DESC, player_id LIMIT 1', season).id
export const samplePitcherId = (season: number) =>
  queryOne<{ id: string }>('SELECT player_id AS id FROM player_season_pitching WHERE season = ? ORDER BY outs DESC, player_id LIMIT 1', season).id
