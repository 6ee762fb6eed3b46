import 'server-only'
import type { Db } from '@/lib/data/db'
import type { BattedBallType, PaResult, PitchResult, PitchType } from '@/lib/domain/events'
import { analysePitches } from '@/lib/domain/pitching-analysis/pitch-analysis'
import { paRunValue, type AnalysisSide } from '@/lib/domain/pitching-analysis/run-value'
import type { AnalysisPitch, Hand, PaEnding } from '@/lib/domain/pitching-analysis/types'
import type { LinearWeightEvent } from '@/lib/domain/sabermetrics/event-classes'
import { pitchAnalysisSchema, type PitchAnalysis } from '@/lib/schemas/pitch-analysis'
import { memoPerDatabase } from './memo-per-database'

type PaRow = { game_id: string; seq: number; result: PaResult; batted_ball: BattedBallType | null; direction: number | null; bats: string | null; throws: string | null }
type PitchRow = { game_id: string; pa_seq: number; seq: number; balls_before: number; strikes_before: number; type: PitchType; speed_kmh: number | null; zone: number | null; result: PitchResult }

/**
 * The player's regular-season PAs (the kinds the read model counts, season-counts.ts), found
 * through pa_pitcher / pa_batter; the column name comes from the side, never from input.
 */
const wherePlayer = (side: AnalysisSide) =>
  `WHERE pa.${side === 'pitching' ? 'pitcher_id' : 'batter_id'} = @playerId AND g.season = @season AND g.kind IN ('regular', 'interleague')`

export const paQuery = (side: AnalysisSide) => `
  SELECT pa.game_id, pa.seq, pa.result, pa.batted_ball, pa.direction, b.bats, p.throws
  FROM plate_appearances pa JOIN games g ON g.id = pa.game_id
  LEFT JOIN players b ON b.id = pa.batter_id LEFT JOIN players p ON p.id = pa.pitcher_id
  ${wherePlayer(side)}`

/** Pitches joined on their primary key (game_id, pa_seq, seq) from the player's PAs. */
export const pitchQuery = (side: AnalysisSide) => `
  SELECT pi.game_id, pi.pa_seq, pi.seq, pi.balls_before, pi.strikes_before, pi.type, pi.speed_kmh, pi.zone, pi.result
  FROM plate_appearances pa JOIN games g ON g.id = pa.game_id JOIN pitches pi ON pi.game_id = pa.game_id AND pi.pa_seq = pa.seq
  ${wherePlayer(side)}`

/** The side a batter stood in: a switch hitter bats opposite the pitcher's arm. */
function batterHand(bats: string | null, throws: string | null): Hand | null {
  if (bats === 'R' || bats === 'L') return bats
  if (bats === 'S' && (throws === 'R' || throws === 'L')) return throws === 'R' ? 'L' : 'R'
  return null
}

function opponentHand(row: PaRow, side: AnalysisSide): Hand | null {
  if (side === 'pitching') return batterHand(row.bats, row.throws)
  return row.throws === 'R' || row.throws === 'L' ? row.throws : null
}

/** NPB-wide weights, so that arsenals of Central and Pacific pitchers stand on one scale. */
function linearWeightsOf(db: Db, season: number): Map<LinearWeightEvent, number> {
  const rows = db
    .prepare<[number], { event: LinearWeightEvent; run_value: number }>(
      "SELECT event, run_value FROM linear_weights WHERE season = ? AND league = 'npb' AND run_value IS NOT NULL",
    )
    .all(season)
  return new Map(rows.map((row) => [row.event, row.run_value]))
}

/**
 * One player's pitch analysis (side 'pitching': the pitches he threw; 'batting': the pitches he
 * saw) for a regular season. Null when he had no PA that season; `available: false` when he had
 * PAs but none has a pitch recorded. Rates are fractions; the schema says what each field means.
 */
export function pitchAnalysisFrom(db: Db, playerId: string, season: number, side: AnalysisSide): PitchAnalysis | null {
  const params = { playerId, season }
  const pas = db.prepare<[typeof params], PaRow>(paQuery(side)).all(params)
  if (pas.length === 0) return null
  const pitchRows = db.prepare<[typeof params], PitchRow>(pitchQuery(side)).all(params)
  const lastPitch = new Map<string, number>()
  for (const pitch of pitchRows) {
    const key = `${pitch.game_id}:${pitch.pa_seq}`
    lastPitch.set(key, Math.max(lastPitch.get(key) ?? 0, pitch.seq))
  }
  const identity = { playerId, season, side, paTotal: pas.length, paWithoutPitches: pas.length - lastPitch.size }
  if (pitchRows.length === 0) return pitchAnalysisSchema.parse({ ...identity, available: false })

  const weights = linearWeightsOf(db, season)
  const byPa = new Map(pas.map((row) => [`${row.game_id}:${row.seq}`, row]))
  const pitches = pitchRows.flatMap((pitch): AnalysisPitch[] => {
    const key = `${pitch.game_id}:${pitch.pa_seq}`
    const pa = byPa.get(key)
    if (!pa) return []
    const ending: PaEnding | null =
      lastPitch.get(key) === pitch.seq
        ? { result: pa.result, battedBall: pa.batted_ball, direction: pa.direction, runValue: paRunValue(pa.result, weights, side) }
        : null
    return [{
      type: pitch.type, speedKmh: pitch.speed_kmh, zone: pitch.zone, result: pitch.result,
      balls: pitch.balls_before, strikes: pitch.strikes_before, opponentHand: opponentHand(pa, side), ending,
    }]
  })
  return pitchAnalysisSchema.parse({ ...identity, available: true, ...analysePitches(pitches) })
}

/** Kept per server (memo-per-database.ts): a player's season of pitches never changes until a rebuild. */
export const getPitchAnalysis = memoPerDatabase(pitchAnalysisFrom)
