import 'server-only'
import { closeSync, openSync, readSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** data/npb.sqlite unless NPB_DB_PATH names another file (tests use their own). */
export function databasePath(): string {
  return process.env.NPB_DB_PATH ?? join(process.cwd(), 'data', 'npb.sqlite')
}

/** Why the site cannot serve its data: no file at the path, or a file SQLite would not read. */
export type DatabaseProblem = 'missing' | 'unreadable'

/** Every SQLite 3 file opens with these 16 bytes (sqlite.org/fileformat.html §1.3). */
const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1')

function readHeader(path: string): Buffer {
  const header = Buffer.alloc(SQLITE_HEADER.length)
  const fd = openSync(path, 'r')
  try {
    readSync(fd, header, 0, header.length, 0)
  } finally {
    closeSync(fd)
  }
  return header
}

/**
 * What stands between the server and the database file, or null when it looks servable. Cheap
 * (a stat and a 16-byte read) so the proxy can ask on every page request: nothing is remembered,
 * and a database rebuilt in place is served from the next request on.
 */
export function databaseFileProblem(path: string = databasePath()): DatabaseProblem | null {
  try {
    // The database is data, not code: keep the build's file tracing out of it.
    if (!statSync(/*turbopackIgnore: true*/ path).isFile()) return 'unreadable'
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    return code === 'ENOENT' || code === 'ENOTDIR' ? 'missing' : 'unreadable'
  }
  try {
    return readHeader(path).equals(SQLITE_HEADER) ? null : 'unreadable'
  } catch {
    return 'unreadable'
  }
}
