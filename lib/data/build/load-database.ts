import 'server-only'
import Database from 'better-sqlite3'
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { basename, dirname } from 'node:path'
import type { Db } from '@/lib/data/db'
import { deriveReadModel } from '@/lib/data/derive/derive-read-model'
import { EVENT_INDEXES_SQL, EVENT_STORE_SQL, SCHEMA_VERSION } from '@/lib/data/schema'
import { acquireBuildLock } from './build-lock'

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

/** Progress a build reports beyond its own output: a lock taken over, a killed build's file removed. */
export type BuildNotes = { onNote?: (message: string) => void }

/**
 * Builds a database in `${path}.building` and swaps it in only when the load and the read model
 * are complete, so a failed build (bad input, a crash) leaves the previous database untouched.
 * One build per database at a time (build-lock.ts): the lock is what makes a `.building` file
 * found here a killed build's, safe to remove.
 */
export function buildDatabase(path: string, load: (db: Db) => void, notes: BuildNotes = {}): void {
  mkdirSync(dirname(path), { recursive: true })
  const lock = acquireBuildLock(path, { onNote: notes.onNote })
  try {
    const temp = `${path}.building`
    const leftovers = [temp, `${temp}-journal`, `${temp}-wal`, `${temp}-shm`].filter((file) => existsSync(file))
    if (leftovers.length > 0) {
      for (const file of leftovers) rmSync(file, { force: true })
      notes.onNote?.(`前回中断された取り込みの残り（${leftovers.map((file) => basename(file)).join('、')}）を削除しました`)
    }
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
  } finally {
    lock.release()
  }
}
