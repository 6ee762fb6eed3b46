import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'
import type { CalculatorState } from '@/lib/domain/game-stats/win-model-state'
import { weForWpa, winExpectancy, type WinExpectancy } from '@/lib/domain/sabermetrics/win-expectancy'
import { rawLeverage } from '@/lib/domain/sabermetrics/wpa'
import { winProbabilitySchema, type WinProbability } from '@/lib/schemas/win-model'
import { seasonWinModel } from './season-win-model'

/** The score differences lib/data/derive/win-values.ts stores; the model runs to ±15. */
const STORED_DIFF = 10
const STORED = 'SELECT win, tie, loss FROM win_expectancy WHERE season = ? AND inning = ? AND half = ? AND outs = ? AND bases = ? AND score_diff = ?'

const prepareStored = (db: Db) => db.prepare<[number, number, string, number, number, number], WinExpectancy>(STORED)
/** Prepared once per database: the uncached answer is then a primary-key lookup. */
const statements = new WeakMap<Db, ReturnType<typeof prepareStored>>()

function storedWe(db: Db, season: number, { inning, half, outs, bases, diff }: CalculatorState): WinExpectancy | undefined {
  if (Math.abs(diff) > STORED_DIFF) return undefined
  const statement = statements.get(db) ?? prepareStored(db)
  statements.set(db, statement)
  return statement.get(season, inning, half, outs, bases, diff)
}

/** Rounding in the chain can leave 1.0000000000000002; the schema wants a probability. */
const unit = (x: number) => (x < 0 ? 0 : x > 1 ? 1 : x)

/**
 * The calculator's answer: the home club's P(win), P(tie), P(loss) from a state, read from the
 * stored table where it has the state (a keyed lookup) and from the season's model beyond ±10,
 * and LI = the state's raw leverage ÷ the season's mean (the LI pa_values stores for a PA from
 * the same state). Null for a season without PAs.
 */
export function winProbabilityFrom(db: Db, season: number, state: CalculatorState): WinProbability | null {
  const chain = seasonWinModel(db, season)
  if (chain === null) return null
  const gameState = { inning: state.inning, half: state.half, outs: state.outs, bases: state.bases, scoreDiff: state.diff }
  const stored = storedWe(db, season, state)
  const we: WinExpectancy = stored ?? winExpectancy(chain.model, gameState)
  const { meanLeverage } = chain
  return winProbabilitySchema.parse({
    season,
    state,
    win: unit(we.win),
    tie: unit(we.tie),
    loss: unit(we.loss),
    we: unit(weForWpa(we)),
    li: meanLeverage !== null && meanLeverage > 0 ? rawLeverage(chain.model, gameState) / meanLeverage : null,
    source: stored ? 'table' : 'model',
  })
}

/** Kept per server (memo-per-database.ts); the page and the API ask the same few states often. */
export const getWinProbability = cache(memoPerDatabase(winProbabilityFrom))
