import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import type { LeagueScope } from '@/lib/domain/game-stats/league-scope'
import { runExpectancyMatrixSchema, type RunExpectancyMatrixView } from '@/lib/schemas/run-expectancy'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'

const CELLS = `SELECT outs, bases, runs, p_score AS scoring_probability, sample FROM run_expectancy
  WHERE season = ? AND league = ? ORDER BY outs, bases`

/**
 * A season and scope's run expectancy and scoring probability as league-constants.ts derived them
 * from the season's events; null when the season has no matrix (no games).
 */
export function runExpectancyMatrixFrom(db: Db, season: number, league: LeagueScope): RunExpectancyMatrixView | null {
  const cells = db.prepare<[number, LeagueScope], unknown>(CELLS).all(season, league)
  return cells.length === 24 ? runExpectancyMatrixSchema.parse({ season, league, cells }) : null
}

/** Read once per server (memo-per-database.ts): the database is fixed until a rebuild. */
export const getRunExpectancyMatrix = cache(memoPerDatabase(runExpectancyMatrixFrom))
