import 'server-only'
import type { Db } from '@/lib/data/db'
import type { LeagueScope } from '@/lib/domain/game-stats/league-scope'

/** A scope's regular-season pitching totals and runs allowed (earned or not). `bb` includes IBB. */
export type LeagueRunTotals = { runs: number; er: number; hr: number; bb: number; hbp: number; so: number; outs: number }
type Row = LeagueRunTotals & { season: number; league: 'central' | 'pacific' }

/**
 * Runs allowed by each league's clubs, from the games' scores (a club allows the other side's
 * runs, interleague games included), beside its pitchers' season lines: the inputs of RA9, R/W and
 * the RA9-scaled FIP constant.
 */
const TOTALS = `
WITH runs AS (
  SELECT g.season, t.league, SUM(CASE WHEN t.code = g.home THEN g.away_runs ELSE g.home_runs END) AS runs
  FROM games g CROSS JOIN teams t ON t.code IN (g.home, g.away)
  WHERE g.kind IN ('regular', 'interleague') GROUP BY g.season, t.league
), pitching AS (
  SELECT season, league, SUM(er) AS er, SUM(hr) AS hr, SUM(bb) AS bb, SUM(hbp) AS hbp, SUM(so) AS so, SUM(outs) AS outs
  FROM player_season_pitching GROUP BY season, league
)
SELECT p.season, p.league, COALESCE(r.runs, 0) AS runs, p.er, p.hr, p.bb, p.hbp, p.so, p.outs
FROM pitching p LEFT JOIN runs r ON r.season = p.season AND r.league = p.league`

const add = (a: LeagueRunTotals, b: LeagueRunTotals): LeagueRunTotals => ({
  runs: a.runs + b.runs, er: a.er + b.er, hr: a.hr + b.hr, bb: a.bb + b.bb, hbp: a.hbp + b.hbp, so: a.so + b.so, outs: a.outs + b.outs,
})

/** Every season's totals by scope (`${season}:${scope}`); NPB is both leagues added. */
export function leagueRunTotalsFrom(db: Db): Map<string, LeagueRunTotals> {
  const totals = new Map<string, LeagueRunTotals>()
  for (const { season, league, ...line } of db.prepare<[], Row>(TOTALS).all()) {
    totals.set(totalsKey(season, league), line)
    const npb = totals.get(totalsKey(season, 'npb'))
    totals.set(totalsKey(season, 'npb'), npb ? add(npb, line) : line)
  }
  return totals
}

export const totalsKey = (season: number, scope: LeagueScope) => `${season}:${scope}`
