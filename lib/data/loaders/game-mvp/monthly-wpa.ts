import 'server-only'
import type { Db } from '@/lib/data/db'
import { wpaLeaders, type WpaTotal } from '@/lib/domain/games/wpa-leaders'
import { monthlyWpaLeadersSchema, type MonthlyWpaLeaders } from '@/lib/schemas/game-mvp'

/** Games of the regular season (interleague included): the postseason is not a month's race. */
export const REGULAR_KINDS = "('regular', 'interleague')"

/**
 * One grouped query for the month: each PA with a win value, its WPA turned to the batting club's
 * (pa_values stores the home club's), summed per batter and club, and negated per pitcher and club
 * over the batters he faced. The month's games come through games_season_date.
 */
const TOTALS = `WITH pas AS (
    SELECT p.game_id, p.batter_id, p.pitcher_id, p.half, g.home, g.away, CASE p.half WHEN 'bottom' THEN v.wpa ELSE -v.wpa END AS wpa
    FROM games g JOIN plate_appearances p ON p.game_id = g.id JOIN pa_values v ON v.game_id = p.game_id AND v.seq = p.seq
    WHERE g.season = @season AND g.date BETWEEN @first AND @last AND g.kind IN ${REGULAR_KINDS}
  ), totals AS (
    SELECT 'batter' AS role, batter_id AS playerId, CASE half WHEN 'bottom' THEN home ELSE away END AS team,
      SUM(wpa) AS wpa, COUNT(*) AS pa, COUNT(DISTINCT game_id) AS games FROM pas GROUP BY batter_id, team
    UNION ALL
    SELECT 'pitcher', pitcher_id, CASE half WHEN 'bottom' THEN away ELSE home END AS team,
      -SUM(wpa), COUNT(*), COUNT(DISTINCT game_id) FROM pas GROUP BY pitcher_id, team
  )
  SELECT t.role, t.playerId, COALESCE(pl.name_kanji, t.playerId) AS name, t.team, t.wpa, t.pa, t.games
  FROM totals t LEFT JOIN players pl ON pl.id = t.playerId`

/** Every batter's and pitcher's WPA over a month's regular-season games (YYYY-MM), per club. */
export function monthlyWpaTotals(db: Db, month: string): WpaTotal[] {
  const params = { season: Number(month.slice(0, 4)), first: `${month}-01`, last: `${month}-31` }
  return db.prepare<typeof params, WpaTotal>(TOTALS).all(params)
}

/** A month's top 10 batters and pitchers by WPA in each league. */
export function monthlyWpaFrom(db: Db, month: string): MonthlyWpaLeaders {
  return monthlyWpaLeadersSchema.parse({ month, leagues: wpaLeaders(monthlyWpaTotals(db, month)) })
}
