import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import type { LeagueScope } from '@/lib/domain/game-stats/league-scope'
import { runExpectancyTrendSchema, type RunExpectancyTrend } from '@/lib/schemas/run-expectancy'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'

const CELLS = 'SELECT season, outs, bases, runs FROM run_expectancy WHERE league = ? ORDER BY season, outs, bases'

/** Every season's 24 RE values of a scope, oldest first, in one query; a season missing cells is left out. */
export function runExpectancyTrendFrom(db: Db, league: LeagueScope): RunExpectancyTrend {
  const bySeason = new Map<number, { runs: (number | null)[]; cells: number }>()
  for (const row of db.prepare<[LeagueScope], { season: number; outs: number; bases: number; runs: number | null }>(CELLS).all(league)) {
    const entry = bySeason.get(row.season) ?? { runs: new Array<number | null>(24).fill(null), cells: 0 }
    entry.runs[row.outs * 8 + row.bases] = row.runs
    entry.cells += 1
    bySeason.set(row.season, entry)
  }
  const seasons = [...bySeason].flatMap(([season, { runs, cells }]) => (cells === 24 ? [{ season, runs }] : []))
  return runExpectancyTrendSchema.parse({ league, seasons })
}

/** Read once per server (memo-per-database.ts). */
export const listRunExpectancyTrend = cache(memoPerDatabase(runExpectancyTrendFrom))
