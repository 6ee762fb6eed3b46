import 'server-only'
import type { Db } from '@/lib/data/db'
import type { BattedBallType, PaResult, PitchResult } from '@/lib/domain/events'
import type { ValuePlay as StoredPlay } from '@/lib/domain/analysis/value-top-plays'
import { playText } from '@/lib/domain/games/play-text'
import type { ValuePlay } from '@/lib/schemas/value-boards'

type Row = {
  game_id: string; seq: number; date: string; home: string; away: string; inning: number; half: 'top' | 'bottom'; outs: number; bases: number
  home_score: number; away_score: number; batter_id: string; batter_name: string | null; pitcher_id: string; pitcher_name: string | null
  result: PaResult; batted_ball: BattedBallType | null; direction: number | null; fielder: number | null; runs: number; rbi: number
  last_pitch: PitchResult | null; we_before: number | null; we_after: number | null
}

/** The plays' PAs by primary key (game, seq), each with its game, players, last pitch and win expectancy. */
const DETAILS = `SELECT p.game_id, p.seq, g.date, g.home, g.away, p.inning, p.half, p.outs_before AS outs, p.bases_before AS bases,
    p.home_score_before AS home_score, p.away_score_before AS away_score, p.batter_id, b.name_kanji AS batter_name, p.pitcher_id, q.name_kanji AS pitcher_name,
    p.result, p.batted_ball, p.direction, p.fielder, p.runs, p.rbi, v.we_before, v.we_after,
    (SELECT pi.result FROM pitches pi WHERE pi.game_id = p.game_id AND pi.pa_seq = p.seq ORDER BY pi.seq DESC LIMIT 1) AS last_pitch
  FROM json_each(?) j CROSS JOIN plate_appearances p ON p.game_id = json_extract(j.value, '$[0]') AND p.seq = json_extract(j.value, '$[1]')
  CROSS JOIN games g ON g.id = p.game_id LEFT JOIN players b ON b.id = p.batter_id LEFT JOIN players q ON q.id = p.pitcher_id
  LEFT JOIN pa_values v ON v.game_id = p.game_id AND v.seq = p.seq`

/**
 * The best plays as the boards list them: rank, game, moment (inning, outs, runners, score before
 * the PA), both players, the play in words and, for WPA plays, the credited club's win expectancy
 * before and after (the stored one is the home club's). One query for the ten.
 */
export function playDetailsFrom(db: Db, plays: readonly StoredPlay[]): ValuePlay[] {
  if (plays.length === 0) return []
  const rows = db.prepare<[string], Row>(DETAILS).all(JSON.stringify(plays.map((play) => [play.gameId, play.seq])))
  const byKey = new Map(rows.map((row) => [`${row.game_id}:${row.seq}`, row]))
  return plays.flatMap((play, index) => {
    const row = byKey.get(`${play.gameId}:${play.seq}`)
    if (!row) return []
    const own = (we: number | null) => (we === null || play.board !== 'wpa' ? null : play.team === row.home ? we : 1 - we)
    return [
      {
        rank: index + 1, game_id: row.game_id, date: row.date, home: row.home, away: row.away, inning: row.inning, half: row.half, outs: row.outs,
        bases: row.bases, home_score: row.home_score, away_score: row.away_score, batter_id: row.batter_id, batter_name: row.batter_name ?? row.batter_id,
        pitcher_id: row.pitcher_id, pitcher_name: row.pitcher_name ?? row.pitcher_id, team: play.team,
        text: playText({ result: row.result, battedBall: row.batted_ball, direction: row.direction, fielder: row.fielder, runs: row.runs, rbi: row.rbi, lastPitch: row.last_pitch }),
        value: play.value, we_before: own(row.we_before), we_after: own(row.we_after),
      },
    ]
  })
}
