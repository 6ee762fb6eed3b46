import Database from 'better-sqlite3'
import { EVENT_INDEXES_SQL, EVENT_STORE_SQL } from '@/lib/data/schema'
import { readSimDatabase as read } from '@/lib/data/testing/sim-database'
import type { AnalysisSide } from '@/lib/domain/pitching-analysis/run-value'
import { paQuery, pitchAnalysisFrom, pitchQuery } from './get-pitch-analysis'

const REGULAR = "g.kind IN ('regular', 'interleague')"

/** The three busiest 2025 players of a side and one with the fewest PAs, as the read model counts them. */
function players(side: AnalysisSide): { id: string; pa: number; so: number }[] {
  const table = side === 'pitching' ? 'player_season_pitching' : 'player_season_batting'
  const size = side === 'pitching' ? 'bf' : 'pa'
  const lines = read((db) =>
    db.prepare<[], { id: string; pa: number; so: number }>(
      `SELECT player_id AS id, SUM(${size}) AS pa, SUM(so) AS so FROM ${table} WHERE season = 2025 GROUP BY player_id HAVING SUM(${size}) > 0 ORDER BY pa DESC, id`,
    ).all(),
  )
  const last = lines.at(-1)
  return [...lines.slice(0, 3), ...(last ? [last] : [])]
}

describe.each(['pitching', 'batting'] as const)('%s side on the simulated 2025 season', (side) => {
  test('pitches add up across the arsenal, counts and zone grid; PAs ending on each type and the no-pitch PAs add up to the season line', () => {
    for (const player of players(side)) {
      const analysis = read((db) => pitchAnalysisFrom(db, player.id, 2025, side))
      expect(analysis?.available).toBe(true)
      if (!analysis?.available) continue
      const { totals } = analysis
      const pitchCount = read((db) =>
        db.prepare<[string, number], { n: number }>(
          `SELECT COUNT(*) AS n FROM plate_appearances pa JOIN games g ON g.id = pa.game_id JOIN pitches pi ON pi.game_id = pa.game_id AND pi.pa_seq = pa.seq
           WHERE pa.${side === 'pitching' ? 'pitcher_id' : 'batter_id'} = ? AND g.season = ? AND ${REGULAR}`,
        ).get(player.id, 2025),
      )
      expect(totals.pitches).toBe(pitchCount?.n)
      expect(analysis.arsenal.reduce((sum, row) => sum + row.pitches, 0)).toBe(totals.pitches)
      expect(analysis.arsenal.reduce((sum, row) => sum + row.usagePct, 0)).toBeCloseTo(1)
      expect(analysis.counts.reduce((sum, row) => sum + row.pitches, 0)).toBe(totals.pitches)
      expect(analysis.zones[0]?.located).toBe(totals.pitches)
      expect(analysis.arsenal.reduce((sum, row) => sum + row.pa, 0) + analysis.paWithoutPitches).toBe(player.pa)
      expect(analysis.paTotal).toBe(player.pa)
      // Every strikeout has a last pitch, so the arsenal's strikeouts are the season line's.
      expect(analysis.arsenal.reduce((sum, row) => sum + row.so, 0)).toBe(player.so)
      expect(totals.so).toBe(player.so)
    }
  })

  test('the queries find the player\'s PAs through his index and the pitches by primary key, scanning no table', () => {
    const index = side === 'pitching' ? 'pa_pitcher' : 'pa_batter'
    for (const query of [paQuery(side), pitchQuery(side)]) {
      const plan = read((db) => db.prepare<[{ playerId: string; season: number }], { detail: string }>(`EXPLAIN QUERY PLAN ${query}`).all({ playerId: 'x', season: 2025 }))
      const details = plan.map((step) => step.detail)
      expect(details.some((detail) => detail.includes(`INDEX ${index}`))).toBe(true)
      expect(details.filter((detail) => detail.startsWith('SCAN'))).toEqual([])
    }
    const pitchPlan = read((db) => db.prepare<[{ playerId: string; season: number }], { detail: string }>(`EXPLAIN QUERY PLAN ${pitchQuery(side)}`).all({ playerId: 'x', season: 2025 }))
    expect(pitchPlan.map((step) => step.detail)).toContain('SEARCH pi USING PRIMARY KEY (game_id=? AND pa_seq=?)')
  })
})

test('no PA that season, or no such player, is null', () => {
  const [pitcher] = players('pitching')
  expect(read((db) => pitchAnalysisFrom(db, pitcher?.id ?? '', 2015, 'pitching'))).toBeNull()
  expect(read((db) => pitchAnalysisFrom(db, 'no-such-player', 2025, 'batting'))).toBeNull()
})

/** A season where the batter had two regular-season PAs with no pitch recorded, as an npb.jp season has. */
function seasonWithoutPitches() {
  const db = new Database(':memory:')
  db.exec(EVENT_STORE_SQL + EVENT_INDEXES_SQL)
  db.prepare("INSERT INTO players (id, name_kanji, bats, throws) VALUES ('b', '打者', 'L', 'R'), ('p', '投手', 'R', 'R')").run()
  const game = db.prepare(`INSERT INTO games (id, season, date, kind, home, away, home_runs, away_runs, innings, status, line_away, line_home, source)
    VALUES (?, 2024, ?, ?, 'g', 't', 0, 0, 9, 'final', '', '', 'npb')`)
  game.run('r1', '2024-04-01', 'regular')
  game.run('js', '2024-10-30', 'japan_series')
  const pa = db.prepare(`INSERT INTO plate_appearances (game_id, seq, inning, half, batter_id, pitcher_id, outs_before, bases_before, away_score_before,
    home_score_before, result, outs_after, bases_after, away_score_after, home_score_after, runs, rbi) VALUES (?, ?, 1, 'top', 'b', 'p', 0, 0, 0, 0, ?, 0, 0, 0, 0, 0, 0)`)
  pa.run('r1', 1, '1B')
  pa.run('r1', 2, 'K')
  // A postseason PA with pitches does not count: the analysis is of the regular season.
  pa.run('js', 1, 'K')
  db.prepare("INSERT INTO pitches VALUES ('js', 1, 1, 0, 0, 'FF', 150, 0, 0, 13, 'swinging_strike')").run()
  return db
}

test('PAs but no pitch rows answer available: false, with the PA count and no figures to show as zeros', () => {
  const db = seasonWithoutPitches()
  expect(pitchAnalysisFrom(db, 'b', 2024, 'batting')).toEqual({ playerId: 'b', season: 2024, side: 'batting', paTotal: 2, paWithoutPitches: 2, available: false })
  expect(pitchAnalysisFrom(db, 'p', 2024, 'pitching')).toMatchObject({ available: false, paTotal: 2 })
  expect(pitchAnalysisFrom(db, 'b', 2025, 'batting')).toBeNull()
})
