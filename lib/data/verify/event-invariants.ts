import 'server-only'
import type Database from 'better-sqlite3'

/**
 * What any season in the event store must satisfy, whatever its source. Each check returns the
 * rows that break it, so a test can show them.
 */
export function eventInvariants(db: Database.Database) {
  const all = <T>(sql: string) => db.prepare<[], T>(sql).all()
  return {
    /** Half-innings without exactly three outs, but for a game's last half (walk-off, or a game called mid-inning). */
    halfInningsWithoutThreeOuts: () => all<{ game_id: string; inning: number; half: string; outs: number }>(`
      WITH pa AS (SELECT game_id, inning, half, SUM(outs_after - outs_before) AS outs FROM plate_appearances GROUP BY 1, 2, 3),
      ro AS (SELECT game_id, inning, half, COUNT(*) AS outs FROM runner_events WHERE to_base = 0 GROUP BY 1, 2, 3),
      last AS (SELECT game_id, MAX(inning * 2 + (half = 'bottom')) AS half_index FROM plate_appearances GROUP BY game_id)
      SELECT pa.game_id, pa.inning, pa.half, pa.outs + COALESCE(ro.outs, 0) AS outs FROM pa
      LEFT JOIN ro ON ro.game_id = pa.game_id AND ro.inning = pa.inning AND ro.half = pa.half
      JOIN last ON last.game_id = pa.game_id
      WHERE pa.outs + COALESCE(ro.outs, 0) <> 3 AND pa.inning * 2 + (pa.half = 'bottom') < last.half_index`),
    /** Clubs whose players' runs do not add up to the club's runs in the standings. */
    clubRunsUnequal: () => all<{ season: number; team: string; players: number; club: number }>(`
      SELECT b.season, b.team, SUM(b.r) AS players, s.runs_scored AS club FROM player_season_batting b
      JOIN standings s ON s.season = b.season AND s.team = b.team AND s.league <> 'npb'
      GROUP BY b.season, b.team HAVING SUM(b.r) <> s.runs_scored`),
    /** Clubs whose players' games fall short of nine a game. */
    clubGamesShort: () => all<{ season: number; team: string; players: number; games: number }>(`
      SELECT b.season, b.team, SUM(b.g) AS players, s.games FROM player_season_batting b
      JOIN standings s ON s.season = b.season AND s.team = b.team AND s.league <> 'npb'
      GROUP BY b.season, b.team HAVING SUM(b.g) < 9 * s.games`),
    /** Runs credited to no known runner. */
    runsOfUnknownRunners: () => all<{ game_id: string; pa_seq: number }>("SELECT game_id, pa_seq FROM runs_scored WHERE runner_id = 'unknown'"),
    /** Players of a second source (一球速報 ids start with y) who share a name with a player of the first. */
    duplicatePeople: () => all<{ id: string; name: string }>(`
      SELECT p.id, p.name_kanji AS name FROM players p WHERE p.id LIKE 'y%'
        AND EXISTS (SELECT 1 FROM players q WHERE q.id NOT LIKE 'y%' AND REPLACE(q.name_kanji, ' ', '') = REPLACE(p.name_kanji, ' ', ''))`),
  }
}
