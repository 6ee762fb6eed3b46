import 'server-only'
import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * For a Jest file: a database built once before its tests into a fresh temporary folder and
 * removed after them. `read` opens it read-only for one query, as a server would.
 */
export function tempDatabase(prefix: string, build: (path: string) => void, timeout = 180_000) {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  const path = join(dir, 'test.sqlite')
  beforeAll(() => build(path), timeout)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  return {
    path,
    read<T>(query: (db: Database.Database) => T): T {
      const db = new Database(path, { readonly: true })
      try {
        return query(db)
      } finally {
        db.close()
      }
    },
  }
}
