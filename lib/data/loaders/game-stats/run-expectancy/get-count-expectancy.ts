import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import type { LeagueScope } from '@/lib/domain/game-stats/league-scope'
import type { BaseOut } from '@/lib/domain/sabermetrics/base-out-state'
import { runExpectancyByCount, winExpectancyByCount } from '@/lib/domain/sabermetrics/count-expectancy'
import { COUNT_KEYS } from '@/lib/domain/sabermetrics/count-values'
import type { RunExpectancyMatrix } from '@/lib/domain/sabermetrics/run-expectancy'
import { battingSideWe, homeScoreDiff } from '@/lib/domain/sabermetrics/win-expectancy-after'
import { countExpectancySchema, type CountExpectancy, type CountSituation } from '@/lib/schemas/run-expectancy'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'
import { hasCountTransitions, homeWeLookup, readCountTransitions } from './count-expectancy-sources'
import { runExpectancyMatrixFrom } from './get-run-expectancy-matrix'

/**
 * RE and WE by count (count-expectancy.ts) for a season and scope: the chosen state's 12 counts
 * with RE and the batting club's WE in the chosen situation, and RE by count of all 24 states.
 * RE comes from the same season and scope's matrix; WE from the season's NPB-wide table (the
 * model has no league dimension). Null for a season without games.
 */
export function countExpectancyFrom(db: Db, season: number, league: LeagueScope, state: BaseOut, situation: CountSituation): CountExpectancy | null {
  const view = runExpectancyMatrixFrom(db, season, league)
  if (!view) return null
  if (!hasCountTransitions(db)) return { available: false, season, league, reason: 'not-built' }
  const transitions = readCountTransitions(db, season, league)
  if (transitions.length === 0) return { available: false, season, league, reason: 'no-pitch-data' }
  const matrix: RunExpectancyMatrix = view.cells.map((cell) => ({ outs: cell.outs as BaseOut['outs'], bases: cell.bases, runsToEnd: cell.runs, sample: cell.sample }))
  const reCells = runExpectancyByCount(transitions, matrix)
  const lookup = homeWeLookup(db, season, situation.inning)
  const before = { inning: situation.inning, half: situation.half, scoreDiff: homeScoreDiff(situation.half, situation.lead) }
  const ofState = transitions.filter((t) => t.outs === state.outs && t.bases === state.bases)
  const stateIndex = state.outs * 8 + state.bases
  const weCells = winExpectancyByCount(ofState, lookup, before).slice(stateIndex * COUNT_KEYS.length, (stateIndex + 1) * COUNT_KEYS.length)
  const counts = COUNT_KEYS.map((count, at) => {
    const re = reCells[stateIndex * COUNT_KEYS.length + at]
    return { count, pas: re?.pas ?? 0, runs: re?.value ?? null, we: battingSideWe(situation.half, weCells[at]?.value ?? null) }
  })
  return countExpectancySchema.parse({
    available: true, season, league, state, situation,
    state_runs: view.cells[stateIndex]?.runs ?? null,
    state_we: battingSideWe(situation.half, lookup({ ...before, outs: state.outs, bases: state.bases })),
    counts,
    grid: view.cells.map((cell, index) => ({ outs: cell.outs, bases: cell.bases, runs: reCells.slice(index * 12, index * 12 + 12).map((c) => c.value) })),
  })
}

/** Read once per server and view (memo-per-database.ts); the season's transitions are read once for all views. */
export const getCountExpectancy = cache(memoPerDatabase(countExpectancyFrom))
