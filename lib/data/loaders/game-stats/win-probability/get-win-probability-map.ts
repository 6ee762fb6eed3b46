import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'
import { MAP_HALF_INNINGS, MAP_SCORE_DIFFS } from '@/lib/domain/game-stats/win-probability-grid'
import { winProbabilityMapSchema, type WinProbabilityCell, type WinProbabilityMap } from '@/lib/schemas/win-probability'

type Row = WinProbabilityCell & { inning: number; half: 'top' | 'bottom' }

const FIRST_DIFF = MAP_SCORE_DIFFS[0] ?? -5
const LAST_DIFF = MAP_SCORE_DIFFS.at(-1) ?? 5

/**
 * Whether the season has regular-season PAs, the model's input: a season known only from line
 * scores has no model, and its stored table (if any) would be a model of nothing.
 */
export function hasSeasonPlateAppearances(db: Db, season: number): boolean {
  const row = db
    .prepare<[number], { held: number }>(
      "SELECT EXISTS (SELECT 1 FROM games g JOIN plate_appearances p ON p.game_id = g.id WHERE g.season = ? AND g.kind IN ('regular', 'interleague')) AS held",
    )
    .get(season)
  return row?.held === 1
}

/**
 * The season's win expectancy (lib/data/derive/win-values.ts) at one base-out state: 24 rows,
 * 1回表…12回裏, each with the cells −5…+5. One read of the stored table; null when the season has
 * no model or its table is incomplete.
 */
export function winProbabilityMapFrom(db: Db, season: number, outs: number, bases: number): WinProbabilityMap | null {
  const stored = db
    .prepare<[number, number, number, number, number], Row>(
      'SELECT inning, half, score_diff, win, tie, loss FROM win_expectancy WHERE season = ? AND outs = ? AND bases = ? AND score_diff BETWEEN ? AND ?',
    )
    .all(season, outs, bases, FIRST_DIFF, LAST_DIFF)
  if (stored.length === 0 || !hasSeasonPlateAppearances(db, season)) return null
  const byState = new Map(stored.map((row) => [`${row.inning}:${row.half}:${row.score_diff}`, row]))
  const rows = []
  for (const { inning, half } of MAP_HALF_INNINGS) {
    const cells: WinProbabilityCell[] = []
    for (const diff of MAP_SCORE_DIFFS) {
      const row = byState.get(`${inning}:${half}:${diff}`)
      if (!row) return null
      cells.push({ score_diff: diff, win: row.win, tie: row.tie, loss: row.loss })
    }
    rows.push({ inning, half, cells })
  }
  return winProbabilityMapSchema.parse({ season, outs, bases, rows })
}

/** Read once per server (memo-per-database.ts): the database is fixed until a rebuild. */
export const getWinProbabilityMap = cache(memoPerDatabase(winProbabilityMapFrom))
