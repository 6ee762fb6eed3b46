import Database from 'better-sqlite3'
import { EVENT_INDEXES_SQL, EVENT_STORE_SQL } from '@/lib/data/schema'
import { readSimDatabase as read } from '@/lib/data/testing/sim-database'
import type { PitchResult } from '@/lib/domain/events'
import { attackZone } from '@/lib/domain/pitch-metrics/attack-zone'
import { countAfter, pitchRunValue } from '@/lib/domain/pitch-metrics/pitch-run-value'
import { isStrikeZone, isSwing } from '@/lib/domain/pitching-analysis/metrics'
import { EVENT_CLASS } from '@/lib/domain/sabermetrics/event-classes'
import { oracleBoardLines, ORACLE_COLUMNS } from '@/lib/data/testing/pitch-board-lines-oracle'
import type { PitchBoardRow } from '@/lib/schemas/pitch-boards'
import { pitchBoardFrom, type PitchBoardFilter } from './get-pitch-board'
import { pitchTypeSummaryFrom } from './get-pitch-type-summary'

const REGULAR = "g.season = 2025 AND g.kind IN ('regular', 'interleague')"
const FIELDING = "CASE pa.half WHEN 'top' THEN g.home ELSE g.away END"
const BATTING = "CASE pa.half WHEN 'top' THEN g.away ELSE g.home END"

function board(side: 'pitching' | 'batting', filter: PitchBoardFilter = { minPitches: 0 }): PitchBoardRow[] {
  const answer = read((db) => pitchBoardFrom(db, 2025, side, filter))
  if (!answer?.available) throw new Error('the simulated 2025 season has pitches')
  return answer.rows
}

type RawPitch = { pa_key: string; seq: number; type: string; balls: number; strikes: number; result: PitchResult; zone: number | null; x: number | null; z: number | null; pa_result: keyof typeof EVENT_CLASS }

/** One player's 2025 pitches for one club, straight from the event store. */
function rawPitches(column: 'pitcher_id' | 'batter_id', playerId: string, team: string): RawPitch[] {
  return read((db) =>
    db.prepare<[string, string], RawPitch>(
      `SELECT pi.game_id || ':' || pi.pa_seq AS pa_key, pi.seq, pi.type, pi.balls_before AS balls, pi.strikes_before AS strikes, pi.result, pi.zone, pi.x, pi.z, pa.result AS pa_result
       FROM games g JOIN plate_appearances pa ON pa.game_id = g.id JOIN pitches pi ON pi.game_id = pa.game_id AND pi.pa_seq = pa.seq
       WHERE pa.${column} = ? AND ${column === 'pitcher_id' ? FIELDING : BATTING} = ? AND ${REGULAR} ORDER BY pi.game_id, pi.pa_seq, pi.seq`,
    ).all(playerId, team),
  )
}

type Stored = Record<string, string | number | null>

test.each([
  [2025, 'pitching'], [2025, 'batting'], [2024, 'pitching'],
] as const)("the read model's %i %s lines equal the grouped query over the event store, column for column", (season, side) => {
  const [stored, direct] = read((db) => [
    db.prepare<[number, string], Stored>('SELECT * FROM pitch_board_lines WHERE season = ? AND side = ?').all(season, side),
    oracleBoardLines(db, season, side),
  ])
  const byKey = new Map(stored.map((row) => [`${row.player_id}:${row.team}:${row.type}`, row]))
  expect(direct.length).toBeGreaterThan(100)
  expect(stored).toHaveLength(direct.length)
  const mismatches = direct.flatMap((row) => {
    const kept = byKey.get(`${row.player_id}:${row.team}:${row.type}`)
    if (!kept) return [`${row.player_id}:${row.team}:${row.type} missing`]
    // Sums of run values are floats added in another order: equal to 1e-9, counts exactly.
    return ORACLE_COLUMNS.filter((column) => {
      const [a, b] = [row[column], kept[column]]
      return typeof a === 'number' && typeof b === 'number' ? Math.abs(a - b) > 1e-9 : a !== b
    }).map((column) => `${row.player_id}:${row.type} ${column}`)
  })
  expect(mismatches).toEqual([])
})

describe('pitcher board on the simulated 2025 season', () => {
  const rows = board('pitching')
  const busiest = rows[0]

  test("a pitcher's pitches equal a direct COUNT(*), and all rows add up to every regular-season pitch", () => {
    for (const row of [...rows.slice(0, 3), ...rows.slice(-1)]) {
      const direct = read((db) => db.prepare<[string, string], { n: number }>(
        `SELECT COUNT(*) AS n FROM games g JOIN plate_appearances pa ON pa.game_id = g.id JOIN pitches pi ON pi.game_id = pa.game_id AND pi.pa_seq = pa.seq
         WHERE pa.pitcher_id = ? AND ${FIELDING} = ? AND ${REGULAR}`).get(row.playerId, row.team))
      expect(row.pitches).toBe(direct?.n)
      expect(row.types.reduce((sum, type) => sum + type.pitches, 0)).toBe(row.pitches)
    }
    const all = read((db) => db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM games g JOIN pitches pi ON pi.game_id = g.id WHERE ${REGULAR}`).get())
    expect(rows.reduce((sum, row) => sum + row.pitches, 0)).toBe(all?.n)
  })

  test("each pitcher's usage shares sum to 100 % (to 1e-9: float rounding only, nothing rounded before the page)", () => {
    for (const row of rows) expect(Math.abs(row.types.reduce((sum, type) => sum + type.usagePct, 0) - 1)).toBeLessThan(1e-9)
  })

  test("whiff, CSW, chase, zone, put-away and first-pitch strike % of the busiest pitcher equal a hand count of his pitches", () => {
    if (!busiest) throw new Error('no pitcher')
    const pitches = rawPitches('pitcher_id', busiest.playerId, busiest.team)
    const swings = pitches.filter((p) => ['swinging_strike', 'foul', 'in_play'].includes(p.result))
    const whiffs = pitches.filter((p) => p.result === 'swinging_strike').length
    const called = pitches.filter((p) => p.result === 'called_strike').length
    const outside = pitches.filter((p) => p.zone !== null && !isStrikeZone(p.zone))
    const last = new Map(pitches.map((p) => [p.pa_key, p.seq]))
    const twoStrike = pitches.filter((p) => p.strikes === 2)
    const firsts = pitches.filter((p) => p.seq === 1)
    expect(busiest.whiffPct).toBeCloseTo(whiffs / swings.length, 12)
    expect(busiest.cswPct).toBeCloseTo((called + whiffs) / pitches.length, 12)
    expect(busiest.chasePct).toBeCloseTo(outside.filter((p) => isSwing(p.result)).length / outside.length, 12)
    expect(busiest.zonePct).toBeCloseTo(pitches.filter((p) => p.zone !== null && isStrikeZone(p.zone)).length / pitches.length, 12)
    expect(busiest.putAwayPct).toBeCloseTo(twoStrike.filter((p) => last.get(p.pa_key) === p.seq && ['K', 'KWP'].includes(p.pa_result)).length / twoStrike.length, 12)
    expect(busiest.firstPitchStrikePct).toBeCloseTo(firsts.filter((p) => p.result !== 'ball' && p.result !== 'hbp').length / firsts.length, 12)
    expect(busiest.plateAppearances).toBe(last.size)
  })

  test('team, league and minimum-pitch filters', () => {
    const filtered = board('pitching', { minPitches: 1000, team: 'h', league: 'pacific' })
    expect(filtered.length).toBeGreaterThan(0)
    expect(filtered.every((row) => row.team === 'h' && row.league === 'pacific' && row.pitches >= 1000)).toBe(true)
    const central = read((db) => pitchBoardFrom(db, 2025, 'pitching', { minPitches: 0, league: 'central' }))
    expect(central?.available && central.rows.every((row) => row.league === 'central')).toBe(true)
  })
})

describe('batter board on the simulated 2025 season', () => {
  test("swing/take runs by attack zone equal each pitch's pitchRunValue summed by hand (attackZone on x, z)", () => {
    const batter = board('batting')[0]
    if (!batter) throw new Error('no batter')
    const pitches = rawPitches('batter_id', batter.playerId, batter.team)
    const counts = new Map(read((db) => db.prepare<[], { balls: number; strikes: number; run_value: number }>('SELECT balls, strikes, run_value FROM count_values WHERE season = 2025').all())
      .map((row) => [`${row.balls}-${row.strikes}`, row.run_value]))
    const weights = new Map(read((db) => db.prepare<[], { event: string; run_value: number | null }>("SELECT event, run_value FROM linear_weights WHERE season = 2025 AND league = 'npb'").all())
      .map((row) => [row.event, row.run_value ?? 0]))
    const last = new Map(pitches.map((p) => [p.pa_key, p.seq]))
    const expected = new Map<string, number>()
    for (const p of pitches) {
      if (p.x === null || p.z === null) continue
      const before = counts.get(`${p.balls}-${p.strikes}`) ?? 0
      const after = countAfter(p.result, { balls: p.balls, strikes: p.strikes })
      const value = last.get(p.pa_key) === p.seq
        ? pitchRunValue({ before, outcomeWeight: weights.get(EVENT_CLASS[p.pa_result]) ?? 0 })
        : pitchRunValue({ before, after: counts.get(`${after.balls}-${after.strikes}`) ?? 0 })
      const key = `${attackZone(p.x, p.z)}:${isSwing(p.result) ? 'swing' : 'take'}`
      expected.set(key, (expected.get(key) ?? 0) + value)
    }
    for (const zone of batter.attackZones) {
      expect(zone.swingRuns).toBeCloseTo(expected.get(`${zone.zone}:swing`) ?? 0, 9)
      expect(zone.takeRuns).toBeCloseTo(expected.get(`${zone.zone}:take`) ?? 0, 9)
    }
    expect(batter.attackZones.reduce((sum, zone) => sum + zone.pitches, 0)).toBe(pitches.length)
  })

  test("AVG and SLG by pitch type of the busiest batter equal a hand count of the PAs ending on that type; types' at-bats add up", () => {
    const batter = board('batting')[0]
    if (!batter) throw new Error('no batter')
    const pitches = rawPitches('batter_id', batter.playerId, batter.team)
    const last = new Map(pitches.map((p) => [p.pa_key, p.seq]))
    const endings = pitches.filter((p) => last.get(p.pa_key) === p.seq)
    const bases: Record<string, number> = { '1B': 1, '2B': 2, '3B': 3, HR: 4 }
    for (const type of batter.types) {
      const ended = endings.filter((p) => p.type === type.type)
      const atBats = ended.filter((p) => !['BB', 'IBB', 'HBP', 'SH', 'SF', 'INT'].includes(p.pa_result))
      const hits = atBats.filter((p) => p.pa_result in bases).length
      const totalBases = atBats.reduce((sum, p) => sum + (bases[p.pa_result] ?? 0), 0)
      expect(type.atBats).toBe(atBats.length)
      expect(type.avg).toBeCloseTo(hits / atBats.length, 12)
      expect(type.slg).toBeCloseTo(totalBases / atBats.length, 12)
    }
    expect(batter.types.reduce((sum, type) => sum + type.atBats, 0)).toBe(batter.atBats)
  })

  test('batter rates are fractions and pitches per PA is pitches over PAs with pitches', () => {
    for (const row of board('batting', { minPitches: 500 })) {
      expect(row.pitchesPerPa).toBeCloseTo(row.pitches / row.plateAppearances, 12)
      expect(row.contactPct !== null && row.whiffPct !== null && Math.abs(row.contactPct + row.whiffPct - 1) < 1e-12).toBe(true)
    }
  })
})

test('the league pitch-type summary: type counts sum to every pitch, usages to 1, each histogram to its timed pitches', () => {
  const summary = read((db) => pitchTypeSummaryFrom(db, 2025))
  if (!summary?.available) throw new Error('the simulated 2025 season has pitches')
  const all = read((db) => db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM games g JOIN pitches pi ON pi.game_id = g.id WHERE ${REGULAR}`).get())
  expect(summary.pitches).toBe(all?.n)
  expect(summary.types.reduce((sum, type) => sum + type.pitches, 0)).toBe(summary.pitches)
  expect(summary.types.reduce((sum, type) => sum + type.usagePct, 0)).toBeCloseTo(1, 9)
  for (const type of summary.types) {
    expect(type.bins.every((bin) => bin.fromKmh % 2 === 0)).toBe(true)
    expect(type.bins.reduce((sum, bin) => sum + bin.pitches, 0)).toBeLessThanOrEqual(type.pitches)
    expect(type.maxSpeedKmh).toBeGreaterThanOrEqual(type.avgSpeedKmh ?? Infinity)
  }
})

test("usage by count: the twelve counts' pitches sum to every pitch, each count's shares to 1, and 3-2 pitches equal a direct count", () => {
  const summary = read((db) => pitchTypeSummaryFrom(db, 2025))
  if (!summary?.available) throw new Error('the simulated 2025 season has pitches')
  expect(summary.counts.map((row) => `${row.balls}-${row.strikes}`)).toEqual(['0-0', '0-1', '0-2', '1-0', '1-1', '1-2', '2-0', '2-1', '2-2', '3-0', '3-1', '3-2'])
  expect(summary.counts.reduce((sum, row) => sum + row.pitches, 0)).toBe(summary.pitches)
  for (const row of summary.counts) {
    expect(row.shares.map((share) => share.type)).toEqual(summary.types.map((type) => type.type))
    expect(Math.abs(row.shares.reduce((sum, share) => sum + (share.sharePct ?? 0), 0) - 1)).toBeLessThan(1e-9)
  }
  const full = read((db) => db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM games g JOIN pitches pi ON pi.game_id = g.id WHERE ${REGULAR} AND pi.balls_before = 3 AND pi.strikes_before = 2`).get())
  expect(summary.counts[11]?.pitches).toBe(full?.n)
})

test('a season with games but no pitch rows (an npb.jp season) says so; a season without games is null', () => {
  const db = new Database(':memory:')
  db.exec(EVENT_STORE_SQL + EVENT_INDEXES_SQL)
  db.prepare(`INSERT INTO games (id, season, date, kind, home, away, home_runs, away_runs, innings, status, line_away, line_home, source)
    VALUES ('r1', 2024, '2024-04-01', 'regular', 'g', 't', 0, 0, 9, 'final', '', '', 'npb')`).run()
  expect(pitchBoardFrom(db, 2024, 'pitching', { minPitches: 0 })).toEqual({ season: 2024, side: 'pitching', available: false, reason: 'no-pitch-data' })
  expect(pitchTypeSummaryFrom(db, 2024)).toEqual({ season: 2024, available: false, reason: 'no-pitch-data' })
  expect(pitchBoardFrom(db, 2023, 'batting', { minPitches: 0 })).toBeNull()
  expect(pitchTypeSummaryFrom(db, 2023)).toBeNull()
})
