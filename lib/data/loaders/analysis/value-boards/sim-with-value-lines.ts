import 'server-only'
import Database from 'better-sqlite3'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deriveValueLines, VALUE_LINES_SQL } from '@/lib/data/derive/value-lines'
import { simDatabasePath } from '@/lib/data/testing/sim-database'

/**
 * For tests: a writable copy of the simulated league with value_lines and value_plays derived
 * into it, whether or not the shared build has them yet. `close` removes the copy.
 */
export function openSimWithValueLines(): { db: Database.Database; path: string; close: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'npb-value-boards-'))
  const path = join(dir, 'sim.sqlite')
  copyFileSync(simDatabasePath(), path)
  const db = new Database(path)
  db.exec('DROP TABLE IF EXISTS value_lines; DROP TABLE IF EXISTS value_plays;')
  db.exec(VALUE_LINES_SQL)
  const seasons = db.prepare<[], { season: number }>('SELECT DISTINCT season FROM games ORDER BY season').all()
  for (const { season } of seasons) db.transaction(() => deriveValueLines(db, season))()
  return {
    db,
    path,
    close: () => {
      db.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
