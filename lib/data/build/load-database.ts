import 'server-only'
import Database from 'better-sqlite3'
import { mkdirSync, renameSync, rmSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Db } from '@/lib/data/db'
import { deriveReadModel } from '@/lib/data/derive/derive-read-model'
import { EVENT_INDEXES_SQL, EVENT_STORE_SQL, SCHEMA_VERSION } from '@/lib/data/schema'

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
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('schema_version', String(SCHEMA_VERSION))
  return db
}

/**
 * Builds a database in `${path}.building` and swaps it in only when the load and the read model
 * are complete, so a failed build (bad input, a crash) leaves the previous database untouched.
 */
export function buildDatabase(path: string, load: (db: Db) => void): void {
  const temp = `${path}.building`
  const db = createLoadDatabase(temp)
  try {
    load(db)
    db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('built_at', new Date().toISOString())
    db.exec(EVENT_INDEXES_SQL)
    deriveReadModel(db)
    db.exec('ANALYZE')
    db.close()
    renameSync(temp, path)
  } catch (error) {
    if (db.open) db.close()
    rmSync(temp, { force: true })
    throw error
  }
}
