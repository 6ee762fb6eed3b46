import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { re24, type RunExpectancyMatrix } from '@/lib/domain/sabermetrics/run-expectancy'
import { runValueFiguresSchema, type RunValueFigures } from '@/lib/schemas/column-figures'
import { dataSourceFrom } from './get-data-source'
import { memoPerDatabase } from './memo-per-database'

type Cell = { outs: 0 | 1 | 2; bases: number; runs: number | null; sample: number }
type Constant = { league: 'npb' | 'central' | 'pacific'; key: string; value: number }

const SCOPES = ['npb', 'central', 'pacific'] as const

/**
 * The latest season's NPB-wide run expectancy matrix and linear weights, and each scope's wOBA
 * weights, as our derivation stored them (lib/data/derive/league-constants.ts). The article's
 * RE24 example is worked out on the season's own matrix. Null without a season.
 */
export function runValueFiguresFrom(db: Db): RunValueFigures | null {
  const season = dataSourceFrom(db)?.seasons[0]
  if (season === undefined) return null
  const cells = db
    .prepare<[number], Cell>("SELECT outs, bases, runs, sample FROM run_expectancy WHERE season = ? AND league = 'npb' ORDER BY outs, bases")
    .all(season)
  if (cells.length !== 24) return null
  const matrix: RunExpectancyMatrix = cells.map((cell) => ({ outs: cell.outs, bases: cell.bases, runsToEnd: cell.runs, sample: cell.sample }))
  const before = { outs: 0, bases: 1 }
  const after = { outs: 0, bases: 2 }
  const weights = db
    .prepare<[number], RunValueFigures['weights'][number]>(
      "SELECT event, run_value, above_outs, count FROM linear_weights WHERE season = ? AND league = 'npb' ORDER BY above_outs DESC NULLS LAST",
    )
    .all(season)
  const constants = db.prepare<[number], Constant>('SELECT league, key, value FROM league_constants WHERE season = ?').all(season)
  // A scope whose wOBA could not be derived (no league sample) has no row, rather than a row of blanks.
  const woba = SCOPES.flatMap((scope) => {
    const of = new Map(constants.filter((row) => row.league === scope).map((row) => [row.key, row.value]))
    const row = {
      scope, scale: of.get('woba_scale'), league_woba: of.get('league_woba'), runs_per_pa: of.get('runs_per_pa'),
      w_bb: of.get('w_bb'), w_hbp: of.get('w_hbp'), w_1b: of.get('w_1b'), w_2b: of.get('w_2b'), w_3b: of.get('w_3b'), w_hr: of.get('w_hr'),
    }
    return Object.values(row).includes(undefined) ? [] : [row]
  })
  return runValueFiguresSchema.parse({
    season,
    matrix: cells,
    example: {
      before: cells[1]?.runs ?? null,
      after: cells[2]?.runs ?? null,
      re24: re24({ before, after, runsOnPlay: 1, matrix }),
    },
    weights,
    woba,
  })
}

/** Read once per server (memo-per-database.ts): the database is fixed until a rebuild. */
export const getRunValueFigures = cache(memoPerDatabase(runValueFiguresFrom))
