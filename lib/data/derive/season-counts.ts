import 'server-only'
import type { Db } from '@/lib/data/db'

/** Regular-season games only: postseason lines are kept apart, as NPB's season records are. */
export const REGULAR = "g.kind IN ('regular', 'interleague')"

export const READ_MODEL_COUNTS_SQL = `
CREATE TABLE teams (code TEXT PRIMARY KEY, league TEXT NOT NULL, full_name TEXT NOT NULL, short_name TEXT NOT NULL);
CREATE TABLE player_season_batting (
  season INTEGER NOT NULL, player_id TEXT NOT NULL, team TEXT NOT NULL, league TEXT NOT NULL,
  g INTEGER NOT NULL, pa INTEGER NOT NULL, ab INTEGER NOT NULL, r INTEGER NOT NULL, h INTEGER NOT NULL,
  doubles INTEGER NOT NULL, triples INTEGER NOT NULL, hr INTEGER NOT NULL, tb INTEGER NOT NULL, rbi INTEGER NOT NULL,
  sb INTEGER NOT NULL, cs INTEGER NOT NULL, sh INTEGER NOT NULL, sf INTEGER NOT NULL, bb INTEGER NOT NULL,
  ibb INTEGER NOT NULL, hbp INTEGER NOT NULL, so INTEGER NOT NULL, gidp INTEGER NOT NULL,
  avg REAL, obp REAL, slg REAL, ops REAL, iso REAL, babip REAL, k_pct REAL, bb_pct REAL,
  woba REAL, wraa REAL, wrc REAL, wrc_plus REAL, qualified INTEGER NOT NULL DEFAULT 0,
  gb INTEGER NOT NULL DEFAULT 0, ld INTEGER NOT NULL DEFAULT 0, fb INTEGER NOT NULL DEFAULT 0, pu INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (season, player_id, team)
);
CREATE TABLE player_season_pitching (
  season INTEGER NOT NULL, player_id TEXT NOT NULL, team TEXT NOT NULL, league TEXT NOT NULL,
  g INTEGER NOT NULL, gs INTEGER NOT NULL, w INTEGER NOT NULL, l INTEGER NOT NULL, sv INTEGER NOT NULL,
  hld INTEGER NOT NULL, hp INTEGER NOT NULL, cg INTEGER NOT NULL, sho INTEGER NOT NULL, outs INTEGER NOT NULL,
  bf INTEGER NOT NULL, h INTEGER NOT NULL, hr INTEGER NOT NULL, bb INTEGER NOT NULL, ibb INTEGER NOT NULL,
  hbp INTEGER NOT NULL, so INTEGER NOT NULL, wp INTEGER, bk INTEGER, r INTEGER NOT NULL, er INTEGER NOT NULL,
  era REAL, whip REAL, k9 REAL, bb9 REAL, hr9 REAL, kbb REAL, k_pct REAL, bb_pct REAL, fip REAL,
  qualified INTEGER NOT NULL DEFAULT 0,
  -- Against him: at-bats and sacrifices (for BABIP) and balls in play by type.
  ab INTEGER NOT NULL DEFAULT 0, sf INTEGER NOT NULL DEFAULT 0, sh INTEGER NOT NULL DEFAULT 0,
  gb INTEGER NOT NULL DEFAULT 0, ld INTEGER NOT NULL DEFAULT 0, fb INTEGER NOT NULL DEFAULT 0, pu INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (season, player_id, team)
);
-- A club's wild pitches and balks, whole even where the source cannot say which pitcher threw them.
CREATE TABLE team_season_box (season INTEGER NOT NULL, team TEXT NOT NULL, wp INTEGER NOT NULL, bk INTEGER NOT NULL, PRIMARY KEY (season, team));
CREATE TABLE player_season_fielding (
  season INTEGER NOT NULL, player_id TEXT NOT NULL, team TEXT NOT NULL, position TEXT NOT NULL,
  g INTEGER NOT NULL, outs INTEGER NOT NULL, po INTEGER NOT NULL, a INTEGER NOT NULL, e INTEGER NOT NULL,
  PRIMARY KEY (season, player_id, team, position)
);
`

/** Balls in play by type (bunts apart), for the batted-ball rates. */
const BATTED_BALLS = `SUM(batted_ball IS 'ground') AS gb, SUM(batted_ball IS 'line') AS ld, SUM(batted_ball IS 'fly') AS fb,
  SUM(batted_ball IS 'popup') AS pu`

/** Counting stats per player, season and club, straight from the events. */
export function deriveSeasonCounts(db: Db): void {
  db.exec(`
    CREATE TEMP TABLE pa_team AS
      SELECT g.season, p.game_id, p.seq, p.batter_id, p.pitcher_id, p.result, p.batted_ball, p.rbi, p.outs_before, p.outs_after,
             CASE p.half WHEN 'top' THEN g.away ELSE g.home END AS bat_team,
             CASE p.half WHEN 'top' THEN g.home ELSE g.away END AS field_team
      FROM plate_appearances p JOIN games g ON g.id = p.game_id WHERE ${REGULAR};
    CREATE TEMP TABLE runner_team AS
      SELECT g.season, e.*, CASE e.half WHEN 'top' THEN g.away ELSE g.home END AS bat_team,
             CASE e.half WHEN 'top' THEN g.home ELSE g.away END AS field_team
      FROM runner_events e JOIN games g ON g.id = e.game_id WHERE ${REGULAR};
    -- A player plays for one club in a game: runs and runs charged are counted to that club's line.
    CREATE TEMP TABLE player_game_team AS SELECT DISTINCT game_id, player_id, team FROM substitutions;
    CREATE INDEX temp.player_game_team_key ON player_game_team (game_id, player_id);
    CREATE TEMP TABLE stint_season AS
      SELECT g.season, s.* FROM substitutions s JOIN games g ON g.id = s.game_id WHERE ${REGULAR};
    -- Outs the fielding side had recorded after each of its PAs, to measure each stint in the field.
    CREATE TEMP TABLE field_outs AS
      SELECT game_id, field_team, seq,
        SUM(outs_after - outs_before) OVER (PARTITION BY game_id, field_team ORDER BY seq ROWS UNBOUNDED PRECEDING) AS cum
      FROM pa_team;
    CREATE INDEX temp.field_outs_key ON field_outs (game_id, field_team, seq);

    INSERT INTO player_season_batting (season, player_id, team, league, g, pa, ab, r, h, doubles, triples, hr, tb, rbi,
      sb, cs, sh, sf, bb, ibb, hbp, so, gidp, gb, ld, fb, pu)
    WITH lines AS (
      SELECT season, batter_id AS player_id, bat_team AS team, COUNT(*) AS pa,
        SUM(result NOT IN ('BB', 'IBB', 'HBP', 'SH', 'SF', 'INT')) AS ab,
        SUM(result IN ('1B', '2B', '3B', 'HR')) AS h, SUM(result = '2B') AS doubles, SUM(result = '3B') AS triples,
        SUM(result = 'HR') AS hr, SUM(rbi) AS rbi, SUM(result = 'SH') AS sh, SUM(result = 'SF') AS sf,
        SUM(result IN ('BB', 'IBB')) AS bb, SUM(result = 'IBB') AS ibb, SUM(result = 'HBP') AS hbp,
        SUM(result IN ('K', 'KWP')) AS so, SUM(result = 'DP' AND batted_ball = 'ground') AS gidp, ${BATTED_BALLS}
      FROM pa_team GROUP BY season, batter_id, bat_team
    ),
    runs AS (
      SELECT g.season, r.runner_id AS player_id, pt.team, COUNT(*) AS r FROM runs_scored r JOIN games g ON g.id = r.game_id
      JOIN player_game_team pt ON pt.game_id = r.game_id AND pt.player_id = r.runner_id
      WHERE ${REGULAR} GROUP BY g.season, r.runner_id, pt.team
    ),
    steals AS (
      SELECT season, runner_id AS player_id, bat_team AS team, SUM(type = 'SB') AS sb, SUM(type = 'CS') AS cs
      FROM runner_team GROUP BY season, runner_id, bat_team
    ),
    -- NPB's 試合 counts every game a player took part in, at the plate, on the bases, in the field or on the mound.
    games_played AS (
      SELECT season, player_id, team, COUNT(DISTINCT game_id) AS g FROM stint_season GROUP BY season, player_id, team
    ),
    players AS (
      SELECT season, player_id, team FROM games_played UNION SELECT season, player_id, team FROM lines
    )
    SELECT p.season, p.player_id, p.team, t.league, MAX(COALESCE(gp.g, 0), 1), COALESCE(l.pa, 0), COALESCE(l.ab, 0), COALESCE(r.r, 0),
      COALESCE(l.h, 0), COALESCE(l.doubles, 0), COALESCE(l.triples, 0), COALESCE(l.hr, 0),
      COALESCE(l.h + l.doubles + 2 * l.triples + 3 * l.hr, 0), COALESCE(l.rbi, 0), COALESCE(s.sb, 0), COALESCE(s.cs, 0),
      COALESCE(l.sh, 0), COALESCE(l.sf, 0), COALESCE(l.bb, 0), COALESCE(l.ibb, 0), COALESCE(l.hbp, 0), COALESCE(l.so, 0), COALESCE(l.gidp, 0),
      COALESCE(l.gb, 0), COALESCE(l.ld, 0), COALESCE(l.fb, 0), COALESCE(l.pu, 0)
    FROM players p JOIN teams t ON t.code = p.team
    LEFT JOIN lines l ON l.season = p.season AND l.player_id = p.player_id AND l.team = p.team
    LEFT JOIN runs r ON r.season = p.season AND r.player_id = p.player_id AND r.team = p.team
    LEFT JOIN steals s ON s.season = p.season AND s.player_id = p.player_id AND s.team = p.team
    LEFT JOIN games_played gp ON gp.season = p.season AND gp.player_id = p.player_id AND gp.team = p.team;

    INSERT INTO player_season_pitching (season, player_id, team, league, g, gs, w, l, sv, hld, hp, cg, sho, outs, bf, h, hr,
      bb, ibb, hbp, so, wp, bk, r, er, ab, sf, sh, gb, ld, fb, pu)
    WITH apps AS (
      SELECT s.season, s.game_id, s.player_id, s.team, s.starter,
        (SELECT COUNT(*) FROM substitutions o WHERE o.game_id = s.game_id AND o.team = s.team AND o.position = 'P') AS team_pitchers
      FROM stint_season s WHERE s.position = 'P'
    ),
    app_lines AS (
      SELECT a.season, a.player_id, a.team, COUNT(*) AS g, SUM(a.starter) AS gs,
        SUM(a.starter AND a.team_pitchers = 1) AS cg,
        -- A shutout is a complete game won without a run: a scoreless tie called off is a complete game but no 完封.
        SUM(a.starter AND a.team_pitchers = 1 AND (CASE WHEN g.home = a.team THEN g.away_runs ELSE g.home_runs END) = 0
          AND (CASE WHEN g.home = a.team THEN g.home_runs ELSE g.away_runs END) > 0) AS sho,
        SUM(g.win_pitcher IS a.player_id) AS w, SUM(g.loss_pitcher IS a.player_id) AS l, SUM(g.save_pitcher IS a.player_id) AS sv,
        SUM(EXISTS (SELECT 1 FROM game_holds h WHERE h.game_id = a.game_id AND h.pitcher_id = a.player_id)) AS hld,
        SUM(g.win_pitcher IS a.player_id AND NOT a.starter) AS relief_w
      FROM apps a JOIN games g ON g.id = a.game_id GROUP BY a.season, a.player_id, a.team
    ),
    pa_lines AS (
      SELECT season, pitcher_id AS player_id, field_team AS team, COUNT(*) AS bf, SUM(outs_after - outs_before) AS outs,
        SUM(result IN ('1B', '2B', '3B', 'HR')) AS h, SUM(result = 'HR') AS hr, SUM(result IN ('BB', 'IBB')) AS bb,
        SUM(result = 'IBB') AS ibb, SUM(result = 'HBP') AS hbp, SUM(result IN ('K', 'KWP')) AS so,
        SUM(result NOT IN ('BB', 'IBB', 'HBP', 'SH', 'SF', 'INT')) AS ab, SUM(result = 'SF') AS sf, SUM(result = 'SH') AS sh, ${BATTED_BALLS}
      FROM pa_team GROUP BY season, pitcher_id, field_team
    ),
    runner_lines AS (
      SELECT season, pitcher_id AS player_id, field_team AS team, SUM(to_base = 0) AS outs,
        COUNT(DISTINCT CASE WHEN type = 'WP' THEN game_id || ':' || pa_seq || ':' || pitch_index END) AS wp,
        COUNT(DISTINCT CASE WHEN type = 'BK' THEN game_id || ':' || pa_seq || ':' || pitch_index END) AS bk
      FROM runner_team GROUP BY season, pitcher_id, field_team
    ),
    box_lines AS (
      SELECT g.season, b.pitcher_id AS player_id, pt.team, SUM(b.wp) AS wp, SUM(b.bk) AS bk,
        MAX(b.wp IS NULL) AS wp_unknown, MAX(b.bk IS NULL) AS bk_unknown
      FROM pitcher_box b JOIN games g ON g.id = b.game_id
      JOIN player_game_team pt ON pt.game_id = b.game_id AND pt.player_id = b.pitcher_id
      WHERE ${REGULAR} GROUP BY g.season, b.pitcher_id, pt.team
    ),
    run_lines AS (
      SELECT g.season, r.pitcher_id AS player_id, pt.team, COUNT(*) AS r, SUM(r.earned) AS er
      FROM runs_scored r JOIN games g ON g.id = r.game_id
      JOIN player_game_team pt ON pt.game_id = r.game_id AND pt.player_id = r.pitcher_id
      WHERE ${REGULAR} GROUP BY g.season, r.pitcher_id, pt.team
    )
    SELECT a.season, a.player_id, a.team, t.league, a.g, a.gs, a.w, a.l, a.sv, a.hld, a.hld + a.relief_w, a.cg, a.sho,
      COALESCE(p.outs, 0) + COALESCE(rl.outs, 0), COALESCE(p.bf, 0), COALESCE(p.h, 0), COALESCE(p.hr, 0), COALESCE(p.bb, 0),
      COALESCE(p.ibb, 0), COALESCE(p.hbp, 0), COALESCE(p.so, 0), 
      -- One game with only the club's count leaves the pitcher's season count unknown, not short.
      CASE WHEN bx.wp_unknown THEN NULL ELSE COALESCE(rl.wp, 0) + COALESCE(bx.wp, 0) END,
      CASE WHEN bx.bk_unknown THEN NULL ELSE COALESCE(rl.bk, 0) + COALESCE(bx.bk, 0) END,
      COALESCE(ru.r, 0), COALESCE(ru.er, 0), COALESCE(p.ab, 0), COALESCE(p.sf, 0), COALESCE(p.sh, 0),
      COALESCE(p.gb, 0), COALESCE(p.ld, 0), COALESCE(p.fb, 0), COALESCE(p.pu, 0)
    FROM app_lines a JOIN teams t ON t.code = a.team
    LEFT JOIN pa_lines p ON p.season = a.season AND p.player_id = a.player_id AND p.team = a.team
    LEFT JOIN runner_lines rl ON rl.season = a.season AND rl.player_id = a.player_id AND rl.team = a.team
    LEFT JOIN box_lines bx ON bx.season = a.season AND bx.player_id = a.player_id AND bx.team = a.team
    LEFT JOIN run_lines ru ON ru.season = a.season AND ru.player_id = a.player_id AND ru.team = a.team;

    INSERT INTO team_season_box (season, team, wp, bk)
    SELECT season, team, SUM(wp), SUM(bk) FROM (
      SELECT season, field_team AS team,
        COUNT(DISTINCT CASE WHEN type = 'WP' THEN game_id || ':' || pa_seq || ':' || pitch_index END) AS wp,
        COUNT(DISTINCT CASE WHEN type = 'BK' THEN game_id || ':' || pa_seq || ':' || pitch_index END) AS bk
      FROM runner_team GROUP BY season, field_team
      UNION ALL
      SELECT g.season, c.team, SUM(c.wp), SUM(c.bk) FROM club_box c JOIN games g ON g.id = c.game_id WHERE ${REGULAR} GROUP BY g.season, c.team
    ) GROUP BY season, team;

    INSERT INTO player_season_fielding (season, player_id, team, position, g, outs, po, a, e)
    WITH stints AS (
      SELECT s.season, s.game_id, s.player_id, s.team, s.position, s.entered_seq, s.exited_seq FROM stint_season s
      WHERE s.position NOT IN ('PH', 'PR', 'DH', '')
    ),
    stint_outs AS (
      SELECT s.season, s.player_id, s.team, s.position, s.game_id,
        COALESCE((SELECT f.cum FROM field_outs f WHERE f.game_id = s.game_id AND f.field_team = s.team
          AND f.seq <= COALESCE(s.exited_seq, 1000000) ORDER BY f.seq DESC LIMIT 1), 0)
        - COALESCE((SELECT f.cum FROM field_outs f WHERE f.game_id = s.game_id AND f.field_team = s.team
          AND f.seq <= s.entered_seq ORDER BY f.seq DESC LIMIT 1), 0) AS outs
      FROM stints s
    ),
    credits AS (
      SELECT g.season, f.player_id, SUM(f.kind = 'PO') AS po, SUM(f.kind = 'A') AS a, SUM(f.kind = 'E') AS e, f.game_id
      FROM fielding_credits f JOIN games g ON g.id = f.game_id WHERE ${REGULAR} GROUP BY g.season, f.player_id, f.game_id
    )
    SELECT so.season, so.player_id, so.team, so.position, COUNT(DISTINCT so.game_id), SUM(so.outs),
      COALESCE(SUM(c.po), 0), COALESCE(SUM(c.a), 0), COALESCE(SUM(c.e), 0)
    FROM stint_outs so LEFT JOIN credits c ON c.season = so.season AND c.player_id = so.player_id AND c.game_id = so.game_id
    GROUP BY so.season, so.player_id, so.team, so.position;

    DROP TABLE pa_team; DROP TABLE runner_team; DROP TABLE stint_season; DROP TABLE field_outs; DROP TABLE player_game_team;
  `)
}
