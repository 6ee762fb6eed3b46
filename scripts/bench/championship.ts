import 'server-only'
import Database from 'better-sqlite3'
import { databasePath, type Db } from '@/lib/data/db'
import { championshipHistoryFrom } from '@/lib/data/loaders/simulation/championship/championship-history'
import { championshipConstantsFrom } from '@/lib/data/loaders/simulation/championship/championship-model'
import { championshipSetupFrom } from '@/lib/data/loaders/simulation/championship/championship-setup'
import { seasonScheduleFrom } from '@/lib/data/loaders/simulation/championship/season-schedule'
import { brierScore } from '@/lib/domain/simulation/championship/brier'
import { chunkRng } from '@/lib/domain/simulation/championship/chunk-rng'
import { CHUNK_SEASONS } from '@/lib/domain/simulation/championship/chunks'
import { simulateChampionship } from '@/lib/domain/simulation/championship/simulate'
import { DEFAULT_SEED } from '@/lib/domain/simulation/tools/seed'

/**
 * The championship simulation's budget and backtest (issue 19). Run:
 *   npm run bench:championship [-- --real <imported real-data sqlite>]
 * (1) 20,000 seasons from the latest season's midpoint, median of 5: the engine alone, and with
 *     its inputs loaded on a fresh connection (budget ≤ 1 s); the odds' history, cold;
 * (2) Brier score of P(1st) on 1 June, 1 August and 1 September of every season against the
 *     actual 1st place (5,000 seasons per date), with two baselines: 1/6 each, and the current
 *     leader at 100%;
 * (3) the pythagorean exponent fitted on the data, and the errors of 1.72 and 1.83.
 */
const BACKTEST_SEASONS = 5_000
const DATES = ['06-01', '08-01', '09-01'] as const

const open = (path: string): Db => new Database(path, { readonly: true, fileMustExist: true })
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
const time = (work: () => unknown) => {
  const start = performance.now()
  work()
  return performance.now() - start
}
const seasonsOf = (db: Db) => db.prepare<[], { season: number }>("SELECT DISTINCT season FROM games WHERE kind = 'regular' ORDER BY season").all().map((row) => row.season)

function timing(path: string) {
  const db = open(path)
  const season = seasonsOf(db).at(-1) ?? 0
  const midpoint = seasonScheduleFrom(db, season)?.midpoint ?? ''
  const setup = championshipSetupFrom(db, season, midpoint)
  if (!setup) throw new Error(`no season ${season}`)
  const engine = median(Array.from({ length: 5 }, (_, run) => time(() => simulateChampionship(setup.inputs, CHUNK_SEASONS, chunkRng(DEFAULT_SEED + run, 0)))))
  const withInputs = median(
    Array.from({ length: 5 }, (_, run) =>
      time(() => {
        const fresh = open(path)
        const cold = championshipSetupFrom(fresh, season, midpoint)
        if (cold) simulateChampionship(cold.inputs, CHUNK_SEASONS, chunkRng(DEFAULT_SEED + run, 0))
        fresh.close()
      }),
    ),
  )
  const perClub = setup.inputs.remaining.length * 2 / setup.inputs.clubs.length
  console.log(`(1) ${season} as of ${midpoint} (${setup.inputs.remaining.length} games left, ${perClub.toFixed(1)} per club), ${CHUNK_SEASONS.toLocaleString()} seasons, median of 5:`)
  console.log(`    engine ${engine.toFixed(0)} ms; with inputs loaded on a fresh connection ${withInputs.toFixed(0)} ms (budget 1000 ms)`)
  const fresh = open(path)
  const history = time(() => championshipHistoryFrom(fresh, season, DEFAULT_SEED))
  const points = championshipHistoryFrom(fresh, season, DEFAULT_SEED)?.points.length ?? 0
  console.log(`    odds' history (${points} dates × 2,000 seasons) on a fresh connection: ${history.toFixed(0)} ms`)
  fresh.close()
  db.close()
}

/** P(1st) forecasts of one season on each backtest date, with the actual 1st places. */
function backtest(db: Db, season: number) {
  const schedule = seasonScheduleFrom(db, season)
  const final = schedule && championshipSetupFrom(db, season, schedule.last)
  if (!schedule || !final) return []
  const champions = new Set(final.clubs.filter((club) => club.rank === 1).map((club) => club.team))
  return DATES.flatMap((day) => {
    const date = `${season}-${day}`
    const setup = date >= schedule.first && date <= schedule.last ? championshipSetupFrom(db, season, date) : null
    if (!setup) return []
    const counts = simulateChampionship(setup.inputs, BACKTEST_SEASONS, chunkRng(DEFAULT_SEED, 0))
    const forecasts = setup.clubs.map((club, index) => ({ probability: (counts.ranks[index]?.[0] ?? 0) / counts.seasons, happened: champions.has(club.team) }))
    const uniform = setup.clubs.map((club) => ({ probability: 1 / 6, happened: champions.has(club.team) }))
    const leader = setup.clubs.map((club) => ({ probability: club.rank === 1 ? 1 : 0, happened: champions.has(club.team) }))
    return [{ day, forecasts, uniform, leader }]
  })
}

function brierTable(label: string, path: string, only?: readonly number[]) {
  const db = open(path)
  const seasons = seasonsOf(db).filter((season) => !only || only.includes(season))
  const rows = seasons.flatMap((season) => backtest(db, season))
  console.log(`(2) Brier score of P(1st), ${label}: seasons ${seasons.join(', ')} (${BACKTEST_SEASONS.toLocaleString()} seasons per date; lower is better)`)
  console.log('    date    model   1/6 each  leader=100%  club-forecasts')
  for (const day of DATES) {
    const at = rows.filter((row) => row.day === day)
    const score = (pick: (row: (typeof at)[number]) => readonly { probability: number; happened: boolean }[]) => brierScore(at.flatMap(pick))?.toFixed(4) ?? '-'
    console.log(`    ${day}   ${score((row) => row.forecasts)}  ${score((row) => row.uniform)}    ${score((row) => row.leader)}       ${at.length * 12}`)
  }
  db.close()
}

function fit(path: string) {
  const db = open(path)
  const constants = championshipConstantsFrom(db)
  const { exponent, references, regression, homeEdge, tieRate } = constants
  console.log(`(3) pythagorean fit on ${exponent.seasons} club-seasons (${constants.from}–${constants.to}): x = ${exponent.exponent.toFixed(3)}, RMSE ${exponent.rmse.toFixed(4)} (${exponent.rmseWins.toFixed(2)} wins)`)
  for (const reference of references) console.log(`    x = ${reference.exponent.toFixed(2)}: RMSE ${reference.rmse.toFixed(4)} (${reference.rmseWins.toFixed(2)} wins)`)
  console.log(`    regression: k = ${regression.games} games of .500 (${regression.samples} splits, RMSE ${regression.rmse.toFixed(4)}); home edge ${homeEdge.rate.toFixed(4)} over ${homeEdge.decisions} decisions; tie rate ${tieRate.toFixed(4)}`)
  db.close()
}

const args = process.argv.slice(2)
const realIndex = args.indexOf('--real')
const realPath = realIndex >= 0 ? args[realIndex + 1] : undefined

timing(databasePath())
brierTable('this database', databasePath())
fit(databasePath())
if (realPath) {
  brierTable('real NPB', realPath, [2024, 2025])
  fit(realPath)
}
