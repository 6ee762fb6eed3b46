import 'server-only'
import { batchInserter } from '@/lib/data/batch-insert'
import type { Db } from '@/lib/data/db'
import type { PaResult, PitchResult, PitchType } from '@/lib/domain/events'
import { addPitch, emptyBoardLine, type BoardLineTally, type BoardPitch } from '@/lib/domain/pitch-metrics/board-line'
import type { Count } from '@/lib/domain/pitch-metrics/pitch-run-value'
import { EVENT_CLASS } from '@/lib/domain/sabermetrics/event-classes'
import { BOARD_LINE_COLUMNS, lineValues } from './pitch-board-columns'

export const PITCH_BOARD_LINES_SQL = `
CREATE TABLE pitch_board_lines (season INTEGER NOT NULL, side TEXT NOT NULL, player_id TEXT NOT NULL, team TEXT NOT NULL, type TEXT NOT NULL,
  ${BOARD_LINE_COLUMNS.map(([column, type]) => `${column} ${type}${column === 'max_speed' ? '' : ' NOT NULL'}`).join(', ')},
  PRIMARY KEY (season, side, player_id, team, type)) WITHOUT ROWID;
CREATE TABLE pitch_type_counts (season INTEGER NOT NULL, type TEXT NOT NULL, balls INTEGER NOT NULL, strikes INTEGER NOT NULL,
  speed_kmh INTEGER, pitches INTEGER NOT NULL);
CREATE INDEX pitch_type_counts_season ON pitch_type_counts (season);
`

/** A pitch row in SEASON_PITCHES' column order (read raw: a quarter of a million rows build objects slowly). */
type Row = [
  pitcher: string, batter: string, fielding: string, batting: string, type: PitchType, speedKmh: number | null, zone: number | null,
  x: number | null, z: number | null, result: PitchResult, balls: number, strikes: number, paResult: PaResult, last: 0 | 1,
]

/** Every regular-season pitch with both players, their clubs, its PA's result and whether it was the PA's last (no pitch follows it). */
const SEASON_PITCHES = `SELECT pa.pitcher_id, pa.batter_id,
    CASE pa.half WHEN 'top' THEN g.home ELSE g.away END AS fielding, CASE pa.half WHEN 'top' THEN g.away ELSE g.home END AS batting,
    pi.type, pi.speed_kmh, pi.zone, pi.x, pi.z, pi.result, pi.balls_before AS balls, pi.strikes_before AS strikes, pa.result AS pa_result,
    NOT EXISTS (SELECT 1 FROM pitches n WHERE n.game_id = pi.game_id AND n.pa_seq = pi.pa_seq AND n.seq > pi.seq) AS last
  FROM games g JOIN plate_appearances pa ON pa.game_id = g.id JOIN pitches pi ON pi.game_id = pa.game_id AND pi.pa_seq = pa.seq
  WHERE g.season = ? AND g.kind IN ('regular', 'interleague')`

/** The season's count values and NPB-wide linear weights (derived before this), as lookups. */
function seasonValues(db: Db, season: number) {
  const counts = new Map(db.prepare<[number], { balls: number; strikes: number; run_value: number }>('SELECT balls, strikes, run_value FROM count_values WHERE season = ?')
    .all(season).map((row) => [row.balls * 10 + row.strikes, row.run_value]))
  const weights = new Map(db.prepare<[number], { event: string; run_value: number | null }>("SELECT event, run_value FROM linear_weights WHERE season = ? AND league = 'npb'")
    .all(season).map((row) => [row.event, row.run_value ?? 0]))
  return { countValue: ({ balls, strikes }: Count) => counts.get(balls * 10 + strikes) ?? 0, weight: (result: PaResult) => weights.get(EVENT_CLASS[result]) ?? 0 }
}

/**
 * A season's pitch-board lines (by pitcher and by batter, each per club and pitch type, counted
 * by board-line.ts) and the league's pitches by type, count and km/h, so the /pitch-data pages
 * and their API read a few thousand rows instead of grouping 250,000 pitches per side on a first
 * request. One pass over the season's pitches feeds both sides. Needs the season's linear weights
 * and count values, derived before it.
 */
export function derivePitchBoardLines(db: Db, season: number): void {
  const { countValue, weight } = seasonValues(db, season)
  const lines = new Map<string, { side: string; player: string; team: string; type: PitchType; line: BoardLineTally }>()
  const types = new Map<string, number>()
  const lineOf = (side: string, player: string, team: string, type: PitchType) => {
    const key = `${side}\t${player}\t${team}\t${type}`
    let entry = lines.get(key)
    if (!entry) lines.set(key, (entry = { side, player, team, type, line: emptyBoardLine() }))
    return entry.line
  }
  for (const [pitcher, batter, fielding, batting, type, speedKmh, zone, x, z, result, balls, strikes, paResult, last] of db.prepare<[number], Row>(SEASON_PITCHES).raw(true).iterate(season)) {
    // Built field by field: a spread row makes a slow, shapeless object on this hot path.
    const pitch: BoardPitch = { result, balls, strikes, speedKmh, zone, x, z, ending: last ? { result: paResult, weight: weight(paResult) } : null }
    addPitch(lineOf('pitching', pitcher, fielding, type), pitch, countValue)
    addPitch(lineOf('batting', batter, batting, type), pitch, countValue)
    const typeKey = `${type}\t${balls}\t${strikes}\t${speedKmh ?? ''}`
    types.set(typeKey, (types.get(typeKey) ?? 0) + 1)
  }
  const insertLine = batchInserter(db, 'pitch_board_lines', ['season', 'side', 'player_id', 'team', 'type', ...BOARD_LINE_COLUMNS.map(([column]) => column)])
  for (const { side, player, team, type, line } of lines.values()) insertLine.add([season, side, player, team, type, ...lineValues(line)])
  insertLine.flush()
  const insertType = batchInserter(db, 'pitch_type_counts', ['season', 'type', 'balls', 'strikes', 'speed_kmh', 'pitches'])
  for (const [key, pitches] of types) {
    const [type = '', balls, strikes, speed = ''] = key.split('\t')
    insertType.add([season, type, Number(balls), Number(strikes), speed === '' ? null : Number(speed), pitches])
  }
  insertType.flush()
}
