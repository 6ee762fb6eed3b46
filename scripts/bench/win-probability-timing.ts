import 'server-only'
import Database from 'better-sqlite3'
import { databasePath } from '@/lib/data/db'
import type { CalculatorState } from '@/lib/domain/game-stats/win-model-state'
import { createRng } from '@/lib/domain/simulation/rng'
import { winCalibrationFrom } from '@/lib/data/loaders/game-stats/win-model/get-win-calibration'
import { winModelInputsFrom } from '@/lib/data/loaders/game-stats/win-model/get-win-model-inputs'
import { winProbabilityFrom } from '@/lib/data/loaders/game-stats/win-model/get-win-probability'
import { spread, time } from './timing'

/**
 * The calculator's time budget (issue 17: API p95 ≤ 20 ms), measured through the loader without
 * its memo: the season's first answer (the chain and the leverage mean are built), then 200
 * distinct states. Run: npm run bench:calculator [-- season]
 */
const db = new Database(databasePath(), { readonly: true, fileMustExist: true })
const season = Number(process.argv[2] ?? db.prepare<[], { season: number }>("SELECT MAX(season) AS season FROM games WHERE kind = 'regular'").get()?.season)


const [, first] = time(() => winProbabilityFrom(db, season, { inning: 1, half: 'top', outs: 0, bases: 0, diff: 0 }))
const [, calibration] = time(() => winCalibrationFrom(db, season))
const [, inputs] = time(() => winModelInputsFrom(db, season))

// 200 distinct states drawn from a seeded rng (the same every run), about a third of them beyond ±10.
const rng = createRng(17)
const states: CalculatorState[] = []
const seen = new Set<string>()
while (states.length < 200) {
  const state: CalculatorState = { inning: rng.int(1, 12), half: rng.chance(0.5) ? 'top' : 'bottom', outs: rng.int(0, 2), bases: rng.int(0, 7), diff: rng.int(-15, 15) }
  const key = JSON.stringify(state)
  if (!seen.has(key)) {
    seen.add(key)
    states.push(state)
  }
}
const times = states.map((state) => time(() => winProbabilityFrom(db, season, state))[1])
console.log(`season ${season}: first answer (chain + leverage mean) ${first.toFixed(0)} ms; calibration ${calibration.toFixed(0)} ms; inputs ${inputs.toFixed(1)} ms`)
console.log(`200 distinct states, uncached: ${spread(times, 3, ' ms')}`)
db.close()
