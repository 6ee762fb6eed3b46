import 'server-only'
import type { Db } from '@/lib/data/db'
import type { HomeWeLookup } from '@/lib/domain/sabermetrics/win-expectancy-after'

/** The win_expectancy table holds score differences −10…+10 (derive/win-values.ts); beyond them the game is all but settled. */
const TABLE_DIFF = 10
const ROWS = 'SELECT inning, half, outs, bases, score_diff AS diff, win + 0.5 * tie AS we FROM win_expectancy WHERE season = ?'

type Row = { inning: number; half: string; outs: number; bases: number; diff: number; we: number }

const kept = new WeakMap<Db, Map<number, HomeWeLookup>>()
const key = (inning: number, half: string, outs: number, bases: number, diff: number) => `${inning}:${half}:${outs}:${bases}:${diff}`

/**
 * The season's stored home WE (P(win) + ½·P(tie)) for every live state, read once per database
 * (about 12,000 rows) and looked up from memory for every moment of every streamed game; a
 * difference past ±10 reads the table's edge. Null where the season has no table.
 */
export function seasonWeLookup(db: Db, season: number): HomeWeLookup {
  const seasons = kept.get(db) ?? new Map<number, HomeWeLookup>()
  kept.set(db, seasons)
  const known = seasons.get(season)
  if (known) return known
  const table = new Map<string, number>()
  for (const row of db.prepare<[number], Row>(ROWS).all(season)) table.set(key(row.inning, row.half, row.outs, row.bases, row.diff), row.we)
  const lookup: HomeWeLookup = ({ inning, half, outs, bases, scoreDiff }) =>
    table.get(key(inning, half, outs, bases, Math.max(-TABLE_DIFF, Math.min(TABLE_DIFF, scoreDiff)))) ?? null
  seasons.set(season, lookup)
  return lookup
}
