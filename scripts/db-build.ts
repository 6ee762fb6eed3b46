// Builds data/npb.sqlite (or NPB_DB_PATH) from the simulated league: `npm run db:build`.
// --if-missing skips the build when the file exists with the current schema (the serve command uses it).
import Database from 'better-sqlite3'
import { existsSync } from 'node:fs'
import { BuildLockedError } from '@/lib/data/build/build-lock'
import { buildSimDatabase } from '@/lib/data/build/build-sim-database'
import { databasePath } from '@/lib/data/db'
import { SCHEMA_VERSION } from '@/lib/data/schema'
import { DEFAULT_SIM } from '@/lib/data/sources/sim/default-league'

/** The schema version a database file was built with; null when it cannot be read. */
function storedSchemaVersion(file: string): number | null {
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true })
    const row = db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'schema_version'").get()
    db.close()
    return row ? Number(row.value) : null
  } catch {
    return null
  }
}

const path = databasePath()
if (process.argv.includes('--if-missing') && existsSync(path)) {
  const stored = storedSchemaVersion(path)
  if (stored === SCHEMA_VERSION) {
    console.log(`db:build: ${path} exists; skipping (npm run db:build rebuilds it)`)
    process.exit(0)
  }
  console.log(`db:build: ${path} has schema ${stored ?? 'unknown'}, this code writes ${SCHEMA_VERSION}; rebuilding`)
}
// --seasons 2016-2017 builds a smaller league (for quick checks); the default is DEFAULT_SIM's ten.
const seasonsFlag = process.argv[process.argv.indexOf('--seasons') + 1]
const [firstSeason, lastSeason] = process.argv.includes('--seasons') && seasonsFlag ? seasonsFlag.split('-').map(Number) : []
const started = performance.now()
try {
  buildSimDatabase({
    path,
    ...DEFAULT_SIM,
    ...(firstSeason && lastSeason ? { firstSeason, lastSeason } : {}),
    onSeason: (season) => console.log(`db:build: season ${season.season} stored (${season.gameCount} games) at ${((performance.now() - started) / 1000).toFixed(1)} s`),
    onNote: (message) => console.log(`db:build: ${message}`),
  })
} catch (error) {
  if (!(error instanceof BuildLockedError)) throw error
  console.error(`db:build: ${error.message}`)
  process.exit(1)
}
const rss = process.memoryUsage().rss / 1024 / 1024
console.log(`db:build: ${path} built in ${((performance.now() - started) / 1000).toFixed(1)} s, peak RSS about ${rss.toFixed(0)} MB`)
