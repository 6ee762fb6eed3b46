import 'server-only'
import Database from 'better-sqlite3'
import { deriveVenueFactors, VENUE_FACTORS_SQL } from '@/lib/data/derive/venue-factors'

/**
 * Tests only: opens a built database read-only and derives its venue factors into a temporary
 * table (which queries find before the file's own), so that loaders can be tested on databases
 * built before the table existed, without writing the file.
 */
export function withVenueFactors<T>(path: string, read: (db: Database.Database) => T): T {
  const db = new Database(path, { readonly: true, fileMustExist: true })
  try {
    db.exec(VENUE_FACTORS_SQL.replace('CREATE TABLE', 'CREATE TEMP TABLE'))
    const seasons = db.prepare<[], { season: number }>('SELECT DISTINCT season FROM games ORDER BY season').all().map((row) => row.season)
    for (const season of seasons) deriveVenueFactors(db, season, seasons[0] ?? season)
    return read(db)
  } finally {
    db.close()
  }
}
