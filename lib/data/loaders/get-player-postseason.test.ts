import { readSimDatabase } from '@/lib/data/testing/sim-database'
import { battingPostseasonFrom, pitchingPostseasonFrom } from './get-player-postseason'

const POSTSEASON = "g.kind IN ('climax_first', 'climax_final', 'japan_series')"

type Stage = { season: number; stage: string }

test("a batter's postseason stages count his PAs in those games only, each stage apart, and the total adds them up", () => {
  readSimDatabase((db) => {
    const batter = db
      .prepare<[], { id: string }>(`SELECT p.batter_id AS id FROM plate_appearances p JOIN games g ON g.id = p.game_id WHERE ${POSTSEASON} GROUP BY p.batter_id ORDER BY COUNT(*) DESC LIMIT 1`)
      .get()?.id ?? ''
    const expected = db
      .prepare<[string], Stage & { pa: number; h: number; hr: number; rbi: number; bb: number; so: number }>(
        `SELECT g.season, g.kind AS stage, COUNT(*) AS pa, SUM(p.result IN ('1B', '2B', '3B', 'HR')) AS h, SUM(p.result = 'HR') AS hr,
           SUM(p.rbi) AS rbi, SUM(p.result IN ('BB', 'IBB')) AS bb, SUM(p.result IN ('K', 'KWP')) AS so
         FROM plate_appearances p JOIN games g ON g.id = p.game_id WHERE p.batter_id = ? AND ${POSTSEASON}
         GROUP BY g.season, g.kind ORDER BY g.season, CASE g.kind WHEN 'climax_first' THEN 0 WHEN 'climax_final' THEN 1 ELSE 2 END`,
      )
      .all(batter)
    const postseason = battingPostseasonFrom(db, batter)
    expect(expected.length).toBeGreaterThan(0)
    expect(postseason?.rows.map(({ season, stage, line }) => ({ season, stage, pa: line.pa, h: line.h, hr: line.hr, rbi: line.rbi, bb: line.bb, so: line.so }))).toEqual(expected)
    const sum = (key: 'pa' | 'h' | 'g') => postseason?.rows.reduce((total, row) => total + row.line[key], 0)
    expect([postseason?.total.line.pa, postseason?.total.line.h, postseason?.total.line.g]).toEqual([sum('pa'), sum('h'), sum('g')])
    const { h = 0, ab = 0 } = postseason?.total.line ?? {}
    expect(postseason?.total.rates.avg).toBeCloseTo(h / ab, 10)
  })
})

test("a pitcher's postseason stages carry his outs, earned runs and decisions of those games; a player who never played one has none", () => {
  readSimDatabase((db) => {
    const pitcher = db
      .prepare<[], { id: string }>(`SELECT g.win_pitcher AS id FROM games g WHERE ${POSTSEASON} AND g.win_pitcher IS NOT NULL GROUP BY g.win_pitcher ORDER BY COUNT(*) DESC LIMIT 1`)
      .get()?.id ?? ''
    const expected = db
      .prepare<[string, string, string, string], Stage & { w: number; l: number; er: number }>(
        `SELECT g.season, g.kind AS stage, SUM(g.win_pitcher = ?) AS w, SUM(g.loss_pitcher = ?) AS l,
           (SELECT COUNT(*) FROM runs_scored r JOIN games h ON h.id = r.game_id WHERE r.pitcher_id = ? AND r.earned = 1 AND h.season = g.season AND h.kind = g.kind) AS er
         FROM games g WHERE g.id IN (SELECT game_id FROM substitutions WHERE player_id = ? AND position = 'P') AND ${POSTSEASON}
         GROUP BY g.season, g.kind ORDER BY g.season, CASE g.kind WHEN 'climax_first' THEN 0 WHEN 'climax_final' THEN 1 ELSE 2 END`,
      )
      .all(pitcher, pitcher, pitcher, pitcher)
    const postseason = pitchingPostseasonFrom(db, pitcher)
    expect(expected.length).toBeGreaterThan(0)
    expect(postseason?.rows.map(({ season, stage, line }) => ({ season, stage, w: line.w, l: line.l, er: line.er }))).toEqual(expected)
    expect(postseason?.total.line.w).toBe(expected.reduce((sum, row) => sum + row.w, 0))
    const { er = 0, outs = 0 } = postseason?.total.line ?? {}
    expect(postseason?.total.rates.era).toBeCloseTo((er * 27) / outs, 10)

    const never = db
      .prepare<[], { id: string }>(`SELECT id FROM players WHERE id NOT IN (SELECT s.player_id FROM substitutions s JOIN games g ON g.id = s.game_id WHERE ${POSTSEASON}) LIMIT 1`)
      .get()?.id ?? ''
    expect([battingPostseasonFrom(db, never), pitchingPostseasonFrom(db, never)]).toEqual([null, null])
  })
})
