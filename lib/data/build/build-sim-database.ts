import 'server-only'
import Database from 'better-sqlite3'
import { mkdirSync, renameSync, rmSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Db } from '@/lib/data/db'
import { deriveReadModel } from '@/lib/data/derive/derive-read-model'
import { EVENT_INDEXES_SQL, EVENT_STORE_SQL, SCHEMA_VERSION } from '@/lib/data/schema'
import { simWriter } from '@/lib/data/sources/sim/write-season'
import { simulateLeague, type SimulatedSeason } from '@/lib/domain/simulation/simulate-league'

export type SimBuildOptions = {
  path: string
  seed: number
  firstSeason: number
  lastSeason: number
  onSeason?: (season: SimulatedSeason) => void
}

/** A fresh database file tuned for one bulk load; callers rename it into place on success. */
export function createLoadDatabase(path: string): Db {
  mkdirSync(dirname(path), { recursive: true })
  rmSync(path, { force: true })
  const db = new Database(path)
  db.pragma('journal_mode = OFF')
  db.pragma('synchronous = OFF')
  db.pragma('temp_store = MEMORY')
  db.pragma('cache_size = -200000')
  db.exec(EVENT_STORE_SQL)
  return db
}

/**
 * Builds the embedded default database from the simulator into a temporary file and swaps it in
 * only when every season and the read model are written, so a failed build leaves the old one.
 */
export function buildSimDatabase(options: SimBuildOptions): void {
  const temp = `${options.path}.building`
  const db = createLoadDatabase(temp)
  try {
    const meta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)')
    meta.run('schema_version', String(SCHEMA_VERSION))
    meta.run('source', 'sim')
    meta.run('seed', String(options.seed))
    meta.run('seasons', `${options.firstSeason}-${options.lastSeason}`)
    const writer = simWriter(db)
    // One transaction per season: games are written as they finish, so none are held in memory.
    db.exec('BEGIN')
    for (const season of simulateLeague(options.seed, options.firstSeason, options.lastSeason, writer.game)) {
      writer.season(season)
      db.exec('COMMIT')
      options.onSeason?.(season)
      db.exec('BEGIN')
    }
    db.exec('COMMIT')
    db.exec(EVENT_INDEXES_SQL)
    deriveReadModel(db)
    db.exec('ANALYZE')
    db.close()
    renameSync(temp, options.path)
  } catch (error) {
    if (db.open) db.close()
    rmSync(temp, { force: true })
    throw error
  }
}
