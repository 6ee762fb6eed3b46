import { readRealDatabase } from '@/lib/data/testing/real-database'
import { hasRealData } from '@/lib/data/sources/npb-json/real-data'
import { pitchAnalysisFrom } from './get-pitch-analysis'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

realTest('each real season\'s busiest pitcher and batter get an answer the schema accepts: available exactly when his PAs have pitch rows', () => {
  const busiest = readRealDatabase((db) =>
    db.prepare<[], { season: number; side: 'pitching' | 'batting'; id: string; pitches: number }>(
      `WITH pas AS (SELECT g.season, pa.game_id, pa.seq, pa.batter_id, pa.pitcher_id FROM plate_appearances pa JOIN games g ON g.id = pa.game_id
         WHERE g.kind IN ('regular', 'interleague')),
       ranked AS (
         SELECT season, 'pitching' AS side, pitcher_id AS id, COUNT(*) AS n FROM pas GROUP BY season, pitcher_id
         UNION ALL SELECT season, 'batting', batter_id, COUNT(*) FROM pas GROUP BY season, batter_id),
       top AS (SELECT season, side, id FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY season, side ORDER BY n DESC, id) AS r FROM ranked) WHERE r = 1)
       SELECT t.season, t.side, t.id, (SELECT COUNT(*) FROM pas JOIN pitches pi ON pi.game_id = pas.game_id AND pi.pa_seq = pas.seq
         WHERE pas.season = t.season AND (CASE t.side WHEN 'pitching' THEN pas.pitcher_id ELSE pas.batter_id END) = t.id) AS pitches FROM top t`,
    ).all(),
  )
  expect(busiest.length).toBeGreaterThan(0)
  for (const player of busiest) {
    const analysis = readRealDatabase((db) => pitchAnalysisFrom(db, player.id, player.season, player.side))
    expect(analysis?.available).toBe(player.pitches > 0)
    if (analysis?.available) expect(analysis.totals.pitches).toBe(player.pitches)
    else expect(analysis?.paWithoutPitches).toBe(analysis?.paTotal)
  }
})
