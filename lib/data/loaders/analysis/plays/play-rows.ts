import 'server-only'
import type { Db } from '@/lib/data/db'
import type { PlaySide } from '@/lib/domain/analysis/play-filter-fields'
import type { PlayHit } from '@/lib/domain/analysis/play-filter-search'
import { BATTED_BALL_TYPES, PA_RESULTS, PITCH_RESULTS, type BattedBallType, type PitchResult } from '@/lib/domain/events'
import { playText } from '@/lib/domain/games/play-text'
import type { PlayRowDto } from '@/lib/schemas/play-finder'

type Detail = {
  away_score_before: number; home_score_before: number; batted_ball: string | null; direction: number | null; fielder: number | null
  runs: number; last_pitch: string | null
}

/** What the block does not hold, by primary key: a page of PAs is a few dozen lookups. */
const DETAIL = `
  SELECT p.away_score_before, p.home_score_before, p.batted_ball, p.direction, p.fielder, p.runs,
    (SELECT pi.result FROM pitches pi WHERE pi.game_id = p.game_id AND pi.pa_seq = p.seq ORDER BY pi.seq DESC LIMIT 1) AS last_pitch
  FROM plate_appearances p WHERE p.game_id = ? AND p.seq = ?`

const HANDS = ['R', 'L'] as const
const handOf = (code: number | undefined) => HANDS[code ?? -1] ?? null
const countOf = (value: number | undefined) => (value === undefined || value < 0 ? null : value)
const valueOf = (value: number | undefined, sign: number) => (value === undefined || Number.isNaN(value) ? null : sign * value + 0)
const battedBall = (value: string | null): BattedBallType | null => (BATTED_BALL_TYPES as readonly string[]).includes(value ?? '') ? (value as BattedBallType) : null
const pitchResult = (value: string | null): PitchResult | null => (PITCH_RESULTS as readonly string[]).includes(value ?? '') ? (value as PitchResult) : null

/** The kept PAs of a page as the results table shows them, RE24 and WPA from the side's view. */
export function playRows(db: Db, hits: readonly PlayHit[], side: PlaySide): PlayRowDto[] {
  const detail = db.prepare<[string, number], Detail>(DETAIL)
  const sign = side === 'batting' ? 1 : -1
  return hits.flatMap(({ block, index: i }) => {
    const c = block.columns
    const game = block.games[c.game[i] ?? 0]
    const batter = block.players[c.batter[i] ?? 0]
    const pitcher = block.players[c.pitcher[i] ?? 0]
    const result = PA_RESULTS[c.result[i] ?? 0]
    const seq = c.seq[i] ?? 0
    const extra = game ? detail.get(game.id, seq) : undefined
    if (!game || !batter || !pitcher || !result || !extra) return []
    const facts = { result, battedBall: battedBall(extra.batted_ball), direction: extra.direction, fielder: extra.fielder, runs: extra.runs, rbi: c.rbi[i] ?? 0, lastPitch: pitchResult(extra.last_pitch) }
    return [{
      game_id: game.id, season: block.season, date: game.date, away: game.away, home: game.home, seq,
      inning: c.inning[i] ?? 0, half: c.bottom[i] === 1 ? 'bottom' : 'top', outs: c.outs[i] ?? 0, bases: c.bases[i] ?? 0,
      away_score: extra.away_score_before, home_score: extra.home_score_before,
      batter_id: batter.id, batter: batter.name, batter_side: handOf(c.batterSide[i]),
      pitcher_id: pitcher.id, pitcher: pitcher.name, pitcher_hand: handOf(c.pitcherHand[i]),
      balls: countOf(c.balls[i]), strikes: countOf(c.strikes[i]), ph: c.ph[i] === 1,
      first_pitch: PITCH_RESULTS[c.firstPitch[i] ?? -1] ?? null,
      result, text: playText(facts), runs: extra.runs, rbi: facts.rbi,
      re24: valueOf(c.re24[i], sign), wpa: valueOf(c.wpa[i], sign), li: valueOf(c.li[i], 1),
    }]
  })
}
