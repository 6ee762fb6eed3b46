import 'server-only'
import type { Db } from '@/lib/data/db'
import { leagueRunTotalsFrom, totalsKey } from '@/lib/data/loaders/game-stats/run-value/league-run-totals'
import type { EventWeights } from '@/lib/domain/analysis/value-lwts'
import type { ValueSide } from '@/lib/domain/analysis/value-pa'
import type { LeagueScope } from '@/lib/domain/game-stats/league-scope'
import { LINEAR_WEIGHT_EVENTS, type LinearWeightEvent } from '@/lib/domain/sabermetrics/event-classes'
import { runsPerWin } from '@/lib/domain/sabermetrics/runs-per-win'
import { qualifyingOuts, qualifyingPlateAppearances } from '@/lib/domain/stats/qualifiers'

type Weight = { event: LinearWeightEvent; run_value: number | null; count: number }

/** What a board needs beside its lines: names, who qualified, the clubs' marks, R/W and the linear weights. */
export type ValueBoardContext = {
  names: ReadonlyMap<string, string>
  /** `${player}\t${club}` of the season lines that reached 規定打席 / 規定投球回. */
  qualified: ReadonlySet<string>
  qualifier: { min: number; max: number } | null
  runsPerWin: number | null
  weights: readonly Weight[]
  weightOf: EventWeights
}

const scopeFilter = (scope: LeagueScope) => (scope === 'npb' ? '' : 'AND league = ?')
const scopeArgs = (season: number, scope: LeagueScope) => (scope === 'npb' ? [season] : [season, scope])

/**
 * A season's context for a scope and side, in a handful of queries by key: the players' names,
 * the season lines' qualification (player_season_*.qualified), the scope's clubs' qualifying marks
 * from their games (規定打席 = games × 3.1 rounded, 規定投球回 = games × 1.0, in outs), runs per win
 * from the scope's runs and outs (runs-per-win.ts) and the scope's linear weights in table order.
 */
export function valueBoardContextFrom(db: Db, season: number, scope: LeagueScope, side: ValueSide): ValueBoardContext {
  const names = new Map(
    db
      .prepare<[number], { id: string; name: string }>(`SELECT DISTINCT p.id, p.name_kanji AS name FROM player_season_${side} s JOIN players p ON p.id = s.player_id WHERE s.season = ?`)
      .all(season)
      .map((row) => [row.id, row.name]),
  )
  const qualified = new Set(
    db
      .prepare<(number | string)[], { player_id: string; team: string }>(`SELECT player_id, team FROM player_season_${side} WHERE season = ? AND qualified = 1 ${scopeFilter(scope)}`)
      .all(...scopeArgs(season, scope))
      .map((row) => `${row.player_id}\t${row.team}`),
  )
  const marks = db
    .prepare<(number | string)[], { games: number }>(`SELECT games FROM standings WHERE season = ? ${scopeFilter(scope)}`)
    .all(...scopeArgs(season, scope))
    .map((row) => (side === 'batting' ? qualifyingPlateAppearances(row.games) : qualifyingOuts(row.games)))
  const totals = leagueRunTotalsFrom(db).get(totalsKey(season, scope))
  const stored = new Map(
    db.prepare<[number, string], Weight>('SELECT event, run_value, count FROM linear_weights WHERE season = ? AND league = ?').all(season, scope).map((row) => [row.event, row]),
  )
  const weights = LINEAR_WEIGHT_EVENTS.map((event) => stored.get(event) ?? { event, run_value: null, count: 0 })
  return {
    names,
    qualified,
    qualifier: marks.length > 0 ? { min: Math.min(...marks), max: Math.max(...marks) } : null,
    runsPerWin: totals ? runsPerWin(totals) : null,
    weights,
    weightOf: Object.fromEntries(weights.map((row) => [row.event, row.run_value])),
  }
}
