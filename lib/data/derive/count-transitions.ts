import 'server-only'
import { batchInserter } from '@/lib/data/batch-insert'
import type { Db } from '@/lib/data/db'
import type { CountSample } from '@/lib/domain/sabermetrics/count-values'
import { countsOfMask, countTransitions, type CountPaSample } from '@/lib/domain/sabermetrics/count-states'
import { writeCountValues } from './count-values'
import type { League } from '@/lib/domain/teams/teams'

export const COUNT_TRANSITIONS_SQL = `
CREATE TABLE count_transitions (season INTEGER NOT NULL, league TEXT NOT NULL, outs INTEGER NOT NULL, bases INTEGER NOT NULL,
  balls INTEGER NOT NULL, strikes INTEGER NOT NULL, outs_after INTEGER NOT NULL, bases_after INTEGER NOT NULL, runs INTEGER NOT NULL,
  n INTEGER NOT NULL, PRIMARY KEY (season, league, outs, bases, balls, strikes, outs_after, bases_after, runs)) WITHOUT ROWID;
`

/**
 * Each regular-season PA: the league of the home club (as league-constants.ts scopes a game), its
 * state before and after, its runs, and the counts of its pitches as a bitmask (countsOfMask),
 * OR-ed in SQL by summing distinct bits. A PA without pitch rows (npb.jp box scores) has a null mask.
 */
const SAMPLES = `SELECT t.league, p.outs_before, p.bases_before, p.outs_after, p.bases_after, p.runs,
    (SELECT SUM(DISTINCT 1 << (pi.balls_before * 3 + pi.strikes_before)) FROM pitches pi WHERE pi.game_id = p.game_id AND pi.pa_seq = p.seq) AS mask
  FROM games g CROSS JOIN plate_appearances p ON p.game_id = g.id CROSS JOIN teams t ON t.code = g.home
  WHERE g.season = ? AND g.kind IN ('regular', 'interleague')`

type SampleRow = { league: League; outs_before: number; bases_before: number; outs_after: number; bases_after: number; runs: number; mask: number | null }

const COLUMNS = ['season', 'league', 'outs', 'bases', 'balls', 'strikes', 'outs_after', 'bases_after', 'runs', 'n'] as const

/** The season's RE per league (league-constants.ts) as a lookup; a third out is worth 0, an unseen state null. */
function reLookup(db: Db, season: number): (league: string, outs: number, bases: number) => number | null {
  const cells = new Map(
    db.prepare<[number], { league: string; outs: number; bases: number; runs: number | null }>('SELECT league, outs, bases, runs FROM run_expectancy WHERE season = ?')
      .all(season)
      .map((cell) => [`${cell.league}:${cell.outs}:${cell.bases}`, cell.runs]),
  )
  return (league, outs, bases) => (outs >= 3 ? 0 : (cells.get(`${league}:${outs}:${bases}`) ?? null))
}

/**
 * The season's count tables, from one read of its tracked PAs: the count transitions
 * (count-states.ts) for the league of each home club and for NPB as a whole, what RE and WE by
 * count are computed from on the run-expectancy page; and each count's run value (count-values.ts,
 * the RE24 of the PAs through it on the home club's league's RE), for the count-aware WE of a
 * game's pitches. A season without pitch rows writes neither, which the pages read as "no pitch data".
 */
export function deriveCountTables(db: Db, season: number): void {
  const byScope = new Map<string, CountPaSample[]>([['npb', []]])
  const values: CountSample[] = []
  const re = reLookup(db, season)
  for (const row of db.prepare<[number], SampleRow>(SAMPLES).all(season)) {
    if (row.mask === null) continue
    const counts = countsOfMask(row.mask)
    const sample: CountPaSample = { outs: row.outs_before, bases: row.bases_before, counts, outsAfter: row.outs_after, basesAfter: row.bases_after, runs: row.runs }
    byScope.get('npb')?.push(sample)
    const league = byScope.get(row.league) ?? []
    league.push(sample)
    byScope.set(row.league, league)
    const before = re(row.league, row.outs_before, row.bases_before)
    const after = re(row.league, row.outs_after, row.bases_after)
    if (before !== null) values.push({ counts, re24: (after ?? 0) - before + row.runs })
  }
  const insert = batchInserter(db, 'count_transitions', COLUMNS)
  for (const [scope, samples] of byScope) {
    for (const t of countTransitions(samples)) {
      const [balls, strikes] = t.count.split('-').map(Number)
      insert.add([season, scope, t.outs, t.bases, balls ?? 0, strikes ?? 0, t.outsAfter, t.basesAfter, t.runs, t.n])
    }
  }
  insert.flush()
  writeCountValues(db, season, values)
}
