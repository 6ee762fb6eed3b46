import 'server-only'
import type { Db } from '@/lib/data/db'
import { BATTED_BALL_TYPES, PA_RESULTS, PITCH_RESULTS, type BattedBallType, type PaResult, type PitchResult } from '@/lib/domain/events'
import { playText } from '@/lib/domain/games/play-text'
import { headToHeadLine } from '@/lib/domain/simulation/matchup/head-to-head-line'
import type { MatchupHeadToHead } from '@/lib/schemas/simulation-matchup'

type Row = {
  game_id: string; seq: number; date: string; season: number; kind: string; away: string; home: string; inning: number; half: string
  result: string; batted_ball: string | null; direction: number | null; fielder: number | null; runs: number; rbi: number; last_pitch: string | null
}

// pa_batter narrows to his PAs (a few thousand at most); the last pitch tells 空振り from 見逃し where pitches exist.
const SQL = `SELECT p.game_id, p.seq, g.date, g.season, g.kind, g.away, g.home, p.inning, p.half, p.result, p.batted_ball, p.direction, p.fielder, p.runs, p.rbi,
    (SELECT pi.result FROM pitches pi WHERE pi.game_id = p.game_id AND pi.pa_seq = p.seq ORDER BY pi.seq DESC LIMIT 1) AS last_pitch
  FROM plate_appearances p JOIN games g ON g.id = p.game_id
  WHERE p.batter_id = ? AND p.pitcher_id = ?
  ORDER BY g.date DESC, p.game_id DESC, p.seq DESC`

const isResult = (value: string): value is PaResult => (PA_RESULTS as readonly string[]).includes(value)
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null => ((values as readonly string[]).includes(value ?? '') ? (value as T) : null)

/**
 * Every PA the batter had against the pitcher in the database, every season and the postseason
 * too, newest first, each with its game and the play in words; and his line from them.
 */
export function headToHeadFrom(db: Db, batterId: string, pitcherId: string): MatchupHeadToHead {
  const rows = db.prepare<[string, string], Row>(SQL).all(batterId, pitcherId).filter((row): row is Row & { result: PaResult } => isResult(row.result))
  return {
    line: headToHeadLine(rows.map((row) => row.result)),
    plays: rows.map((row) => ({
      game_id: row.game_id,
      seq: row.seq,
      date: row.date,
      season: row.season,
      kind: row.kind,
      away: row.away,
      home: row.home,
      inning: row.inning,
      half: row.half === 'bottom' ? 'bottom' : 'top',
      result: row.result,
      text: playText({
        result: row.result,
        battedBall: oneOf<BattedBallType>(BATTED_BALL_TYPES, row.batted_ball),
        direction: row.direction,
        fielder: row.fielder,
        runs: row.runs,
        rbi: row.rbi,
        lastPitch: oneOf<PitchResult>(PITCH_RESULTS, row.last_pitch),
      }),
    })),
  }
}
