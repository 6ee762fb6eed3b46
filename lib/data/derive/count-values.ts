import 'server-only'
import { batchInserter } from '@/lib/data/batch-insert'
import type { Db } from '@/lib/data/db'
import { countRunValues, isCountKey, type CountSample } from '@/lib/domain/sabermetrics/count-values'

export const COUNT_VALUES_SQL = `
CREATE TABLE count_values (season INTEGER NOT NULL, balls INTEGER NOT NULL, strikes INTEGER NOT NULL,
  run_value REAL NOT NULL, pas INTEGER NOT NULL, PRIMARY KEY (season, balls, strikes)) WITHOUT ROWID;
`

/**
 * Each regular-season tracked PA's counts and RE24 (the season's RE for the home club's league, as
 * league-constants.ts counts it; a third out ends at 0). A season without pitch rows has none.
 */
const SAMPLES = `SELECT group_concat(DISTINCT pi.balls_before || '-' || pi.strikes_before) AS counts,
  COALESCE(ra.runs, 0) - rb.runs + p.runs AS re24
  FROM games g CROSS JOIN plate_appearances p ON p.game_id = g.id
  CROSS JOIN pitches pi ON pi.game_id = p.game_id AND pi.pa_seq = p.seq
  CROSS JOIN teams t ON t.code = g.home
  JOIN run_expectancy rb ON rb.season = g.season AND rb.league = t.league AND rb.outs = p.outs_before AND rb.bases = p.bases_before
  LEFT JOIN run_expectancy ra ON ra.season = g.season AND ra.league = t.league AND ra.outs = p.outs_after AND ra.bases = p.bases_after
  WHERE g.season = ? AND g.kind IN ('regular', 'interleague') GROUP BY p.game_id, p.seq`

/** The season's run value of each ball-strike count (count-values.ts), for the count-aware WE of a game's pitches. */
export function deriveCountValues(db: Db, season: number): void {
  const samples = db.prepare<[number], { counts: string; re24: number }>(SAMPLES).all(season).map((row): CountSample => ({
    counts: row.counts.split(',').filter(isCountKey),
    re24: row.re24,
  }))
  const insert = batchInserter(db, 'count_values', ['season', 'balls', 'strikes', 'run_value', 'pas'])
  for (const [count, value] of countRunValues(samples)) {
    const [balls, strikes] = count.split('-').map(Number)
    insert.add([season, balls ?? 0, strikes ?? 0, value.runValue, value.pas])
  }
  insert.flush()
}
