import 'server-only'
import type { Db } from '@/lib/data/db'
import { appliedParkFactor, parkFactor, regressParkFactor } from '@/lib/domain/sabermetrics/park-factors'
import { TEAMS } from '@/lib/domain/teams/teams'

export const PARK_FACTORS_SQL = `
CREATE TABLE park_factors (season INTEGER NOT NULL, team TEXT NOT NULL, venue TEXT NOT NULL, single_year REAL,
  multi_year REAL, years INTEGER NOT NULL, applied REAL NOT NULL, PRIMARY KEY (season, team));
`

type RunsRow = { home_runs: number; home_games: number; road_runs: number; road_games: number }

/**
 * Runs park factor per club and season from league games only (interleague parks differ in the
 * DH rule), pooled over up to five seasons and regressed toward 1 by years of data.
 */
export function deriveParkFactors(db: Db, season: number, firstSeason: number): Map<string, number> {
  const query = db.prepare<[{ team: string; from: number; to: number }], RunsRow>(
    `SELECT
       COALESCE(SUM(CASE WHEN home = @team THEN home_runs + away_runs END), 0) AS home_runs,
       COUNT(CASE WHEN home = @team THEN 1 END) AS home_games,
       COALESCE(SUM(CASE WHEN away = @team THEN home_runs + away_runs END), 0) AS road_runs,
       COUNT(CASE WHEN away = @team THEN 1 END) AS road_games
     FROM games WHERE (home = @team OR away = @team) AND season BETWEEN @from AND @to AND kind = 'regular'`,
  )
  const insert = db.prepare('INSERT INTO park_factors VALUES (?, ?, ?, ?, ?, ?, ?)')
  const applied = new Map<string, number>()
  for (const team of TEAMS) {
    const single = query.get({ team: team.id, from: season, to: season })
    const from = Math.max(firstSeason, season - 4)
    const pooled = query.get({ team: team.id, from, to: season })
    const years = season - from + 1
    const singlePf = single ? parkFactor({ homeRuns: single.home_runs, homeGames: single.home_games, roadRuns: single.road_runs, roadGames: single.road_games }) : null
    const pooledPf = pooled ? parkFactor({ homeRuns: pooled.home_runs, homeGames: pooled.home_games, roadRuns: pooled.road_runs, roadGames: pooled.road_games }) : null
    const multi = pooledPf === null ? null : regressParkFactor(pooledPf, years)
    const use = appliedParkFactor(multi ?? 1)
    insert.run(season, team.id, team.homeStadium, singlePf, multi, years, use)
    applied.set(team.id, use)
  }
  return applied
}
