import 'server-only'
import type { Db } from '@/lib/data/db'
import type { ClubMonthCounts } from '@/lib/domain/game-stats/score-monthly'
import { isTeamCode } from '@/lib/domain/teams/teams'

const REGULAR = "season = @season AND kind IN ('regular', 'interleague')"

/**
 * Each club's sides of its regular-season games by calendar month: the runs from the games table,
 * the batting counts from the plate appearances, classified as player_season_batting is derived
 * (season-counts.ts: AB leaves out BB IBB HBP SH SF INT, BB includes IBB, SO includes KWP). A side
 * without PA rows (a line-score-only game) counts to clubGames but not to paClubGames.
 */
const CLUB_MONTHS = `
WITH sides AS (
  SELECT id, date, away AS team, away_runs AS runs, 'top' AS half FROM games WHERE ${REGULAR}
  UNION ALL
  SELECT id, date, home, home_runs, 'bottom' FROM games WHERE ${REGULAR}
),
pa AS (
  SELECT p.game_id, p.half, COUNT(*) AS pa,
    SUM(p.result NOT IN ('BB', 'IBB', 'HBP', 'SH', 'SF', 'INT')) AS ab, SUM(p.result IN ('1B', '2B', '3B', 'HR')) AS h,
    SUM(p.result = '2B') AS doubles, SUM(p.result = '3B') AS triples, SUM(p.result = 'HR') AS hr,
    SUM(p.result IN ('BB', 'IBB')) AS bb, SUM(p.result = 'IBB') AS ibb, SUM(p.result = 'HBP') AS hbp,
    SUM(p.result IN ('K', 'KWP')) AS so, SUM(p.result = 'SF') AS sf, SUM(p.result = 'SH') AS sh
  FROM games g JOIN plate_appearances p ON p.game_id = g.id WHERE g.season = @season AND g.kind IN ('regular', 'interleague')
  GROUP BY p.game_id, p.half
)
SELECT CAST(substr(s.date, 6, 2) AS INTEGER) AS month, s.team, COUNT(*) AS clubGames, SUM(s.runs) AS runs, COUNT(pa.game_id) AS paClubGames,
  COALESCE(SUM(pa.pa), 0) AS pa, COALESCE(SUM(pa.ab), 0) AS ab, COALESCE(SUM(pa.h), 0) AS h, COALESCE(SUM(pa.doubles), 0) AS doubles,
  COALESCE(SUM(pa.triples), 0) AS triples, COALESCE(SUM(pa.hr), 0) AS hr, COALESCE(SUM(pa.bb), 0) AS bb, COALESCE(SUM(pa.ibb), 0) AS ibb,
  COALESCE(SUM(pa.hbp), 0) AS hbp, COALESCE(SUM(pa.so), 0) AS so, COALESCE(SUM(pa.sf), 0) AS sf, COALESCE(SUM(pa.sh), 0) AS sh
FROM sides s LEFT JOIN pa ON pa.game_id = s.id AND pa.half = s.half
GROUP BY month, s.team ORDER BY month, s.team`

type Row = Omit<ClubMonthCounts, 'team'> & { team: string }

/** One query for the season: a row per month and club (about 7 × 12). */
export function clubMonthCounts(db: Db, season: number): ClubMonthCounts[] {
  return db.prepare<{ season: number }, Row>(CLUB_MONTHS).all({ season }).flatMap((row) => {
    const { team } = row
    return isTeamCode(team) && row.month >= 1 && row.month <= 12 ? [{ ...row, team }] : []
  })
}
