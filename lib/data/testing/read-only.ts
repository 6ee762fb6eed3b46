import 'server-only'
import Database from 'better-sqlite3'

/** Opens the database at `path` read-only for one query, as a server would, and closes it. */
export function readOnly<T>(path: string, read: (db: Database.Database) => T): T {
  const db = new Database(path, { readonly: true, fileMustExist: true })
  try {
    return read(db)
  } finally {
    db.close()
  }
}
