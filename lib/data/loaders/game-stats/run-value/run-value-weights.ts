import 'server-only'
import type { Db } from '@/lib/data/db'
import type { LeagueScope } from '@/lib/domain/game-stats/league-scope'
import { LINEAR_WEIGHT_EVENTS, type LinearWeightEvent } from '@/lib/domain/sabermetrics/event-classes'
import type { RunValueEventRow } from '@/lib/schemas/run-value'
import { stealValuesFrom } from './steal-values'

type Row = { event: LinearWeightEvent; run_value: number | null; above_outs: number | null; count: number }

/**
 * A season's run value of every event for a scope, in the table's order: the PA classes as the
 * derivation stored them (linear_weights), then SB and CS from the runner events. "Above outs"
 * is a PA scale (what wOBA weighs), so steals have none. Null when the season was not derived.
 */
export function runValueWeightsFrom(db: Db, season: number, scope: LeagueScope): { weights: RunValueEventRow[]; stealsExcluded: number } | null {
  const rows = db.prepare<[number, string], Row>('SELECT event, run_value, above_outs, count FROM linear_weights WHERE season = ? AND league = ?').all(season, scope)
  if (rows.length === 0) return null
  const byEvent = new Map(rows.map((row) => [row.event, row]))
  const steals = stealValuesFrom(db, season)[scope]
  return {
    weights: [
      ...LINEAR_WEIGHT_EVENTS.map((event) => byEvent.get(event) ?? { event, run_value: null, above_outs: null, count: 0 }),
      { event: 'SB', run_value: steals.SB.runValue, above_outs: null, count: steals.SB.count },
      { event: 'CS', run_value: steals.CS.runValue, above_outs: null, count: steals.CS.count },
    ],
    stealsExcluded: steals.excluded,
  }
}
