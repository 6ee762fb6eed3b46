import 'server-only'
import type { Db } from '@/lib/data/db'
import type { LeagueScope } from '@/lib/domain/game-stats/league-scope'
import type { CountTransition } from '@/lib/domain/sabermetrics/count-states'
import { isCountKey } from '@/lib/domain/sabermetrics/count-values'
import type { HomeWeLookup } from '@/lib/domain/sabermetrics/win-expectancy-after'

/** The win_expectancy table holds score differences −10…+10 (derive/win-values.ts); beyond that it is settled. */
const TABLE_DIFF = 10

/** Whether the read model has the count table (a database built before it existed has not). */
export function hasCountTransitions(db: Db): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'count_transitions'").get() !== undefined
}

type TransitionRow = Omit<CountTransition, 'count'> & { balls: number; strikes: number }

const TRANSITIONS = `SELECT outs, bases, balls, strikes, outs_after AS outsAfter, bases_after AS basesAfter, runs, n
  FROM count_transitions WHERE season = ? AND league = ?`

/** Kept per database and scope: every state and situation of a season is computed from the same few thousand rows. */
const transitionsKept = new WeakMap<Db, Map<string, CountTransition[]>>()

/** A season and scope's count transitions (derive/count-transitions.ts); empty for a season without pitch rows. */
export function readCountTransitions(db: Db, season: number, league: LeagueScope): CountTransition[] {
  const kept = transitionsKept.get(db) ?? new Map<string, CountTransition[]>()
  transitionsKept.set(db, kept)
  const key = `${season}:${league}`
  const known = kept.get(key)
  if (known) return known
  const transitions = db.prepare<[number, LeagueScope], TransitionRow>(TRANSITIONS).all(season, league).flatMap(({ balls, strikes, ...row }) => {
    const count = `${balls}-${strikes}`
    return isCountKey(count) ? [{ ...row, count }] : []
  })
  kept.set(key, transitions)
  return transitions
}

const WE_ROWS = `SELECT inning, half, outs, bases, score_diff AS diff, win + 0.5 * tie AS we
  FROM win_expectancy WHERE season = ? AND inning BETWEEN ? AND ?`

/**
 * The season's home WE (P(win) + ½·P(tie), as derive/win-values.ts stores it) for the inning a
 * situation is in and the next one — all a PA's end can reach — as a lookup; differences beyond
 * the table's ±10 read its edge, where the game is all but settled.
 */
export function homeWeLookup(db: Db, season: number, inning: number): HomeWeLookup {
  const table = new Map<string, number>()
  const rows = db.prepare<[number, number, number], { inning: number; half: string; outs: number; bases: number; diff: number; we: number }>(WE_ROWS).all(season, inning, inning + 1)
  for (const row of rows) table.set(`${row.inning}:${row.half}:${row.outs}:${row.bases}:${row.diff}`, row.we)
  return ({ inning: at, half, outs, bases, scoreDiff }) => {
    const diff = Math.max(-TABLE_DIFF, Math.min(TABLE_DIFF, scoreDiff))
    return table.get(`${at}:${half}:${outs}:${bases}:${diff}`) ?? null
  }
}
