// Builds data/npb.sqlite (or NPB_DB_PATH) from real game files: `npm run db:import -- <dir> [--season 2024]`.
// The directory may be a season's Games/daily folder or any folder above it (../shared/npb-data).
import { BuildLockedError } from '@/lib/data/build/build-lock'
import { buildRealDatabase } from '@/lib/data/build/build-real-database'
import { ImportDirError } from '@/lib/data/build/import-dir'
import { databasePath } from '@/lib/data/db'

const args = process.argv.slice(2)
const seasonIndex = args.indexOf('--season')
const season = seasonIndex >= 0 ? Number(args[seasonIndex + 1]) : undefined
const [dir] = args.filter((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--season')
if (!dir || (season !== undefined && !Number.isInteger(season))) {
  console.error('usage: npm run db:import -- <dir> [--season 2024]')
  process.exit(2)
}
const path = databasePath()
const started = performance.now()
try {
  const reports = buildRealDatabase({ path, dir, season, onNote: (message) => console.log(`db:import: ${message}`) })
  const seconds = (performance.now() - started) / 1000
  for (const report of reports) {
    const unparsed = [...report.unknown.values()].reduce((sum, count) => sum + count, 0)
    console.log(`db:import: ${report.season}: ${report.games} games, ${report.entries} plays, ${unparsed} unparsed (${((unparsed / Math.max(1, report.entries)) * 100).toFixed(3)}%)`)
    for (const [text, count] of [...report.unknown.entries()].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  unparsed ${count} × ${text}`)
  }
  console.log(`db:import: ${path} built in ${seconds.toFixed(1)} s (${reports.length} season${reports.length === 1 ? '' : 's'})`)
} catch (error) {
  // A wrong directory or a running import is the user's to fix and says so itself; anything else was the data's.
  if (error instanceof ImportDirError || error instanceof BuildLockedError) console.error(`db:import: ${error.message}`)
  else console.error(`db:import: 取り込みに失敗しました（${path} は元のままです）。\n${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
