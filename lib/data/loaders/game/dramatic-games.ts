import 'server-only'
import type { Db } from '@/lib/data/db'
import type { TeamCode } from '@/lib/domain/teams/teams'

export type DramaticGame = { id: string; date: string; away: TeamCode; home: TeamCode; awayRuns: number; homeRuns: number; innings: number; drama: number }
/** A season's most dramatic regular-season games and what a game of that season sums on average. */
export type DramaticGames = { season: number; average: number | null; games: DramaticGame[] }

const SHOWN = 10
/** Each game's Σ|WPA| over its PAs (pa_values), by the games_season_date index and each game's key. */
const DRAMA = `WITH drama AS (SELECT g.id, g.date, g.away, g.home, g.away_runs AS awayRuns, g.home_runs AS homeRuns, g.innings,
    (SELECT SUM(ABS(v.wpa)) FROM pa_values v WHERE v.game_id = g.id) AS drama
  FROM games g WHERE g.season = @season AND g.kind IN ('regular', 'interleague'))
  SELECT *, (SELECT AVG(drama) FROM drama) AS average FROM drama WHERE drama IS NOT NULL ORDER BY drama DESC, id LIMIT ${SHOWN}`

/**
 * The season's games that swung most: ranked by the sum of every PA's |WPA| (both clubs' swings
 * count, so a lead changing hands four times outranks a blowout). Runners' moves between PAs are
 * left out, as in the published boards.
 */
export function dramaticGamesFrom(db: Db, season: number): DramaticGames {
  const rows = db.prepare<{ season: number }, DramaticGame & { average: number | null }>(DRAMA).all({ season })
  return { season, average: rows[0]?.average ?? null, games: rows.map(({ id, date, away, home, awayRuns, homeRuns, innings, drama }) => ({ id, date, away, home, awayRuns, homeRuns, innings, drama })) }
}
