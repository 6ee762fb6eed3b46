import 'server-only'
import type { Db } from '@/lib/data/db'
import { REGULAR } from '@/lib/data/derive/season-counts'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'
import { RACE_STATS, type RaceSide, type RaceStat } from '@/lib/domain/analysis/race-stats'

/** A player's count of one stat for one club on one date (only positive counts are kept). */
export type RaceLine = { date: string; player: string; team: string; stat: RaceStat; value: number }
/** A season's regular games as the scopes need them: a date, and the two clubs. */
export type RaceGame = { date: string; home: string; away: string }
export type RaceSeasonLines = { games: RaceGame[]; lines: RaceLine[] }

type Wide = { date: string; player: string; team: string } & Partial<Record<RaceStat, number>>

/** The season's regular games, kept outermost so each child table is read by its game index (as stat-lines/game-extras.ts does). */
const GAMES = `gs AS MATERIALIZED (SELECT g.id, g.date, g.home, g.away, g.win_pitcher, g.save_pitcher FROM games g WHERE g.season = @season AND ${REGULAR})`

/**
 * Per date, player and club, each stat counted exactly as the season lines count it
 * (derive/season-counts.ts), so the last date's totals are the season's: HR, H and RBI from the
 * batter's PAs; SB from runner events; SO from the pitcher's PAs (K and KWP); W, SV and HLD per
 * appearance on the mound. Two queries per side: one statement joining both read each child table
 * once per game but made SQLite plan the holds subquery per row (5 s against 0.1 s).
 */
const SQL: Readonly<Record<RaceSide, readonly string[]>> = {
  batting: [
    `WITH ${GAMES} SELECT gs.date, p.batter_id AS player, CASE p.half WHEN 'top' THEN gs.away ELSE gs.home END AS team,
       SUM(p.result = 'HR') AS hr, SUM(p.result IN ('1B', '2B', '3B', 'HR')) AS h, SUM(p.rbi) AS rbi
     FROM gs CROSS JOIN plate_appearances p ON p.game_id = gs.id GROUP BY 1, 2, 3`,
    `WITH ${GAMES} SELECT gs.date, e.runner_id AS player, CASE e.half WHEN 'top' THEN gs.away ELSE gs.home END AS team, COUNT(*) AS sb
     FROM gs CROSS JOIN runner_events e ON e.game_id = gs.id WHERE e.type = 'SB' GROUP BY 1, 2, 3`,
  ],
  pitching: [
    `WITH ${GAMES} SELECT gs.date, p.pitcher_id AS player, CASE p.half WHEN 'top' THEN gs.home ELSE gs.away END AS team,
       SUM(p.result IN ('K', 'KWP')) AS so
     FROM gs CROSS JOIN plate_appearances p ON p.game_id = gs.id GROUP BY 1, 2, 3`,
    `WITH ${GAMES} SELECT gs.date, s.player_id AS player, s.team, SUM(gs.win_pitcher IS s.player_id) AS w, SUM(gs.save_pitcher IS s.player_id) AS sv,
       SUM(EXISTS (SELECT 1 FROM game_holds h WHERE h.game_id = gs.id AND h.pitcher_id = s.player_id)) AS hld
     FROM gs CROSS JOIN substitutions s ON s.game_id = gs.id WHERE s.position = 'P' GROUP BY 1, 2, 3`,
  ],
}

function longLines(side: RaceSide, rows: readonly Wide[]): RaceLine[] {
  return rows.flatMap((row) =>
    RACE_STATS[side].flatMap((stat): RaceLine[] => {
      const value = row[stat] ?? 0
      return value > 0 ? [{ date: row.date, player: row.player, team: row.team, stat, value }] : []
    }),
  )
}

/** Every positive daily count of a side's race stats through one regular season, and its games. */
export function raceSeasonLinesFrom(db: Db, season: number, side: RaceSide): RaceSeasonLines {
  const games = db
    .prepare<[number], RaceGame>(`SELECT g.date, g.home, g.away FROM games g WHERE g.season = ? AND ${REGULAR} ORDER BY g.date`)
    .all(season)
  const lines = SQL[side].flatMap((sql) => longLines(side, db.prepare<[{ season: number }], Wide>(sql).all({ season })))
  return { games, lines }
}

/** Kept per server (memo-per-database.ts): a side's four stats and three scopes read one season's lines. */
export const getRaceSeasonLines = memoPerDatabase(raceSeasonLinesFrom)
