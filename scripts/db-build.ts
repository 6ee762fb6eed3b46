// Builds data/npb.sqlite (or NPB_DB_PATH) from the simulated league: `npm run db:build`.
// --if-missing skips the build when the file exists (the serve command uses it).
import { existsSync } from 'node:fs'
import { buildSimDatabase } from '@/lib/data/build/build-sim-database'
import { databasePath } from '@/lib/data/db'
import { DEFAULT_SIM } from '@/lib/data/sources/sim/default-league'

const path = databasePath()
if (process.argv.includes('--if-missing') && existsSync(path)) {
  console.log(`db:build: ${path} exists; skipping (npm run db:build rebuilds it)`)
  process.exit(0)
}
// --seasons 2016-2017 builds a smaller league (for quick checks); the default is DEFAULT_SIM's ten.
const seasonsFlag = process.argv[process.argv.indexOf('--seasons') + 1]
const [firstSeason, lastSeason] = process.argv.includes('--seasons') && seasonsFlag ? seasonsFlag.split('-').map(Number) : []
const started = performance.now()
buildSimDatabase({
  path,
  ...DEFAULT_SIM,
  ...(firstSeason && lastSeason ? { firstSeason, lastSeason } : {}),
  onSeason: (season) => console.log(`db:build: season ${season.season} stored (${season.gameCount} games) at ${((performance.now() - started) / 1000).toFixed(1)} s`),
})
const rss = process.memoryUsage().rss / 1024 / 1024
console.log(`db:build: ${path} built in ${((performance.now() - started) / 1000).toFixed(1)} s, peak RSS about ${rss.toFixed(0)} MB`)
