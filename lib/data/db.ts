import 'server-only'
import Database from 'better-sqlite3'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

export type Db = Database.Database

/** data/npb.sqlite unless NPB_DB_PATH names another file (tests use their own). */
export function databasePath(): string {
  return process.env.NPB_DB_PATH ?? join(process.cwd(), 'data', 'npb.sqlite')
}

let shared: Db | null = null

/** The read-only connection pages and route handlers share; null when no database was built. */
export function getDatabase(): Db | null {
  if (shared) return shared
  const path = databasePath()
  // The database is data, not code: keep the build's file tracing out of it.
  if (!existsSync(/*turbopackIgnore: true*/ path)) return null
  shared = new Database(path, { readonly: true, fileMustExist: true })
  return shared
}
