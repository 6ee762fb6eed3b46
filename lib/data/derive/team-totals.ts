import 'server-only'

/**
 * Team and league totals as views over the player lines, so they always add up to them — except
 * wild pitches and balks, which come whole from the clubs' boxes where a pitcher's are unknown. Rates
 * are computed from these counts by lib/domain (loaders), never in SQL.
 */
export const TEAM_TOTALS_SQL = `
CREATE VIEW team_season_batting AS
  SELECT season, team, league, SUM(pa) AS pa, SUM(ab) AS ab, SUM(r) AS r, SUM(h) AS h, SUM(doubles) AS doubles,
    SUM(triples) AS triples, SUM(hr) AS hr, SUM(tb) AS tb, SUM(rbi) AS rbi, SUM(sb) AS sb, SUM(cs) AS cs, SUM(sh) AS sh,
    SUM(sf) AS sf, SUM(bb) AS bb, SUM(ibb) AS ibb, SUM(hbp) AS hbp, SUM(so) AS so, SUM(gidp) AS gidp
  FROM player_season_batting GROUP BY season, team, league;
CREATE VIEW team_season_pitching AS
  SELECT season, team, league, SUM(w) AS w, SUM(l) AS l, SUM(sv) AS sv, SUM(hld) AS hld, SUM(cg) AS cg, SUM(sho) AS sho,
    SUM(outs) AS outs, SUM(bf) AS bf, SUM(h) AS h, SUM(hr) AS hr, SUM(bb) AS bb, SUM(ibb) AS ibb, SUM(hbp) AS hbp,
    SUM(so) AS so,
    COALESCE((SELECT b.wp FROM team_season_box b WHERE b.season = p.season AND b.team = p.team), 0) AS wp,
    COALESCE((SELECT b.bk FROM team_season_box b WHERE b.season = p.season AND b.team = p.team), 0) AS bk,
    SUM(r) AS r, SUM(er) AS er
  FROM player_season_pitching p GROUP BY season, team, league;
`
