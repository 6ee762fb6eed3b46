import 'server-only'
import type Database from 'better-sqlite3'
import { readOnly } from './read-only'

/** The real-data database Jest's global setup imported once for the run, or null without ../shared/npb-data. */
export function realDatabasePath(): string | null {
  return process.env.NPB_TEST_REAL_DB ?? null
}

/** Reads the shared real-data database with `read`. */
export function readRealDatabase<T>(read: (db: Database.Database) => T): T {
  const path = realDatabasePath()
  if (!path) throw new Error('no real-data database: ../shared/npb-data was not found at global setup')
  return readOnly(path, read)
}
