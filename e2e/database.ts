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

export const latestSeason = () => queryOne<{ season: number }>(`SELECT MAX(season) AS season FROM (${DATA_SEASONS})`).season
