import 'server-only'
import Database from 'better-sqlite3'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { COUNT_TRANSITIONS_SQL, deriveCountTables } from '@/lib/data/derive/count-transitions'
import { COUNT_VALUES_SQL } from '@/lib/data/derive/count-values'
import { simDatabasePath } from '@/lib/data/testing/sim-database'

/**
 * For tests: a writable copy of the simulated league with its count tables derived again into it
 * (count_transitions and count_values), whatever the shared build holds. `close` removes the copy.
 */
export function openSimWithCountTransitions(): { db: Database.Database; close: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'npb-run-expectancy-'))
  const path = join(dir, 'sim.sqlite')
  copyFileSync(simDatabasePath(), path)
  const db = new Database(path)
  db.exec('DROP TABLE IF EXISTS count_transitions; DROP TABLE IF EXISTS count_values')
  db.exec(COUNT_TRANSITIONS_SQL + COUNT_VALUES_SQL)
  const seasons = db.prepare<[], { season: number }>('SELECT DISTINCT season FROM games ORDER BY season').all()
  for (const { season } of seasons) deriveCountTables(db, season)
  return {
    db,
    close: () => {
      db.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
