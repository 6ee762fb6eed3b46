import 'server-only'
import Database from 'better-sqlite3'
import { databaseFileProblem, databasePath } from './database-file'

export { databasePath } from './database-file'

export type Db = Database.Database

let shared: Db | null = null

/** Opens the file and reads one row, so a file with a SQLite header but no site schema counts as unreadable. */
function openChecked(path: string): Db | null {
  let db: Db | null = null
  try {
    db = new Database(path, { readonly: true, fileMustExist: true })
    db.prepare("SELECT value FROM meta WHERE key = 'schema_version'").get()
    return db
  } catch {
    db?.close()
    return null
  }
}

/**
 * The read-only connection pages and route handlers share; null while the file is missing or
 * unreadable. The file is looked at on every call and a failed open is not remembered, so the
 * data comes back as soon as `npm run db:build` or `db:import` puts a database in place — no
 * restart. A database replaced under an open connection still needs a restart (see README).
 */
export function getDatabase(): Db | null {
  const path = databasePath()
  if (databaseFileProblem(path)) return null
  shared ??= openChecked(path)
  return shared
}
