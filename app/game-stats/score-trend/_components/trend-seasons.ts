import type { LeagueScope } from '@/lib/domain/game-stats/league-scope'
import type { SeasonAverages } from '@/lib/schemas/season-averages'
import type { TrendValues } from './trend-metrics'

export type SeasonTrendRow = TrendValues & { season: number }

/**
 * A scope's seasons from the season-average page's loader (list-season-averages.ts), oldest
 * first, as the five figures of this page: one source, so both pages print the same numbers.
 */
export function seasonTrendRows(averages: SeasonAverages | null, scope: LeagueScope): SeasonTrendRow[] {
  if (averages?.type !== 'batting') return []
  return averages.rows
    .filter((row) => row.scope === scope)
    .sort((a, b) => a.season - b.season)
    .map((row) => ({ season: row.season, runsPerGame: row.runs_per_game, hrPerGame: row.hr_per_game, avg: row.avg, kPct: row.k_pct, bbPct: row.bb_pct }))
}
