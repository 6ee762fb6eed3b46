import 'server-only'
import Database from 'better-sqlite3'
import { databasePath } from '@/lib/data/db'
import { battingBundle, pitchingBundle, type RoleBundle } from '@/lib/data/loaders/simulation/growth-curve/growth-model'
import { playerGrowthFrom } from '@/lib/data/loaders/simulation/growth-curve/get-player-growth'
import type { GrowthMetric } from '@/lib/schemas/simulation-growth-curve'
import { bandCoverage } from '@/lib/domain/simulation/projection/projection-band'
import { spread, time } from './timing'

/**
 * Marcel's backtest on the database (issue 19): for every season y with one before it, everyone
 * projected from the seasons before y against his actual y — RMSE of wOBA for batters with 300+ PA
 * in y, of ERA for pitchers with 100+ IP, beside the naive forecast (his y−1 value) on the same
 * players; then the 80% band's coverage per metric and the loaders' build and answer times.
 * Run: npx tsx --conditions=react-server scripts/bench/marcel.ts
 */
const db = new Database(databasePath(), { readonly: true, fileMustExist: true })

const digits = (x: number | null, n = 4) => (x === null ? '   -  ' : x.toFixed(n))

function report<T, K extends string, M extends GrowthMetric>(label: string, bundle: RoleBundle<T, K, M>, ms: number) {
  const { backtest } = bundle
  console.log(`\n${label}: ${bundle.from}–${bundle.to}, bundle built in ${ms.toFixed(0)} ms; headline ${backtest.metric}, players at or above ${bundle.model.qualified} ${label === 'batters' ? 'PA' : 'outs'}`)
  console.log('season  players  Marcel RMSE  naive RMSE')
  for (const season of bundle.backtestSeasons) {
    console.log(`${season.season}    ${String(season.players).padStart(5)}    ${digits(season.marcel)}       ${digits(season.naive)}`)
  }
  console.log(`pooled  ${String(backtest.players).padStart(5)}    ${digits(backtest.marcel)}       ${digits(backtest.naive)}`)
  for (const metric of bundle.model.metrics) {
    const model = bundle.errorModels[metric]
    const residuals = bundle.residuals[metric]
    const coverage = model ? bandCoverage(residuals, model) : null
    console.log(`  band ${metric.padEnd(6)} σ² = ${digits(model?.a ?? null, 6)} + ${digits(model?.b ?? null, 3)}/n over ${residuals.length} seasons; 80% band covers ${coverage === null ? '-' : (coverage * 100).toFixed(1)}%`)
  }
}

const [batting, battingMs] = time(() => battingBundle(db))
const [pitching, pitchingMs] = time(() => pitchingBundle(db))
report('batters', batting, battingMs)
report('pitchers', pitching, pitchingMs)

// The player answer once the bundles exist: every player with a batting or pitching line, uncached.
const ids = [...new Set([...batting.rows.keys(), ...pitching.rows.keys()])]
const times = ids.map((id) => time(() => playerGrowthFrom(db, id, null))[1])
console.log(`\nplayer answers (${ids.length} players): ${spread(times, 2, ' ms')}`)
db.close()
