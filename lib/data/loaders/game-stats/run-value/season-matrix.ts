import 'server-only'
import type { Db } from '@/lib/data/db'
import type { LeagueScope } from '@/lib/domain/game-stats/league-scope'
import type { RunExpectancyMatrix } from '@/lib/domain/sabermetrics/run-expectancy'

type Cell = { outs: 0 | 1 | 2; bases: number; runs: number | null; sample: number }

/** A season's stored run-expectancy matrix for a scope (lib/data/derive/league-constants.ts); empty if it was not derived. */
export function seasonMatrix(db: Db, season: number, scope: LeagueScope): RunExpectancyMatrix {
  const cells = db
    .prepare<[number, string], Cell>('SELECT outs, bases, runs, sample FROM run_expectancy WHERE season = ? AND league = ? ORDER BY outs, bases')
    .all(season, scope)
  return cells.length === 24 ? cells.map((cell) => ({ outs: cell.outs, bases: cell.bases, runsToEnd: cell.runs, sample: cell.sample })) : []
}
