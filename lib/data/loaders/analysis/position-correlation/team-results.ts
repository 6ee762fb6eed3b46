import 'server-only'
import type { Db } from '@/lib/data/db'
import type { TeamMetric } from '@/lib/domain/analysis/position-correlation'
import { TEAM_CODES } from '@/lib/domain/teams/teams'
import { teamResultSchema, type TeamResult } from '@/lib/schemas/position-correlation'

type Row = Omit<TeamResult, 'run_diff'>

/** The clubs' regular seasons from the standings, in the site's club order. */
export function teamResultsFrom(db: Db, season: number): TeamResult[] {
  const rows = db
    .prepare<[number], Row>('SELECT team, league, games, wins, losses, ties, runs_scored, runs_allowed, winning_percentage FROM standings WHERE season = ?')
    .all(season)
  return TEAM_CODES.flatMap((team) => {
    const row = rows.find((one) => one.team === team)
    return row ? [teamResultSchema.parse({ ...row, run_diff: row.runs_scored - row.runs_allowed })] : []
  })
}

/** A result as the correlation reads it. */
export function outcomesOf(result: TeamResult): Record<TeamMetric, number | null> {
  return { runs_scored: result.runs_scored, runs_allowed: result.runs_allowed, run_diff: result.run_diff, winning_percentage: result.winning_percentage }
}

/** The seasons the standings hold, newest first: what the pooled correlation covers. */
export function standingsSeasonsFrom(db: Db): number[] {
  return db.prepare<[], { season: number }>('SELECT DISTINCT season FROM standings ORDER BY season DESC').all().map((row) => row.season)
}
