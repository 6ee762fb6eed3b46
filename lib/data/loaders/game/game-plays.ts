import 'server-only'
import type { Db } from '@/lib/data/db'
import type { BattedBallType, PaResult, PitchResult, PitchType, RunnerEventType } from '@/lib/domain/events'
import { biggestPlays, FINAL_WE, gameHero, winProbabilitySeries, type GameResult } from '@/lib/domain/games/game-swings'
import { playByPlay, type PaInput, type RunnerInput } from '@/lib/domain/games/play-by-play'
import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'
import { gamePlaysSchema, type GamePlays } from '@/lib/schemas/game-plays'

type GameRow = { season: number; home: TeamCode; home_runs: number; away_runs: number }
type PaRow = {
  seq: number; inning: number; half: 'top' | 'bottom'; batter_id: string; pitcher_id: string; result: PaResult
  batted_ball: BattedBallType | null; direction: number | null; fielder: number | null; runs: number; rbi: number
  outs_before: number; bases_before: number; outs_after: number; bases_after: number
  away_score_before: number; home_score_before: number; away_score_after: number; home_score_after: number
  we_before: number | null; we_after: number | null; re_before: number | null; re_after: number | null; tie_before: number | null
  pitches: number; last_pitch: PitchResult | null
}

const GAME = `SELECT season, home, home_runs, away_runs FROM games WHERE id = @game`
/**
 * Each PA with its stored WE, the season's RE of the states either side (the home club's league,
 * as league-constants.ts counts them) and P(tie) before it from the published WE table, whose
 * differences stop at ±10 and innings at 12.
 */
const PAS = `SELECT p.seq, p.inning, p.half, p.batter_id, p.pitcher_id, p.result, p.batted_ball, p.direction, p.fielder, p.runs, p.rbi,
  p.outs_before, p.bases_before, p.outs_after, p.bases_after, p.away_score_before, p.home_score_before, p.away_score_after, p.home_score_after,
  v.we_before, v.we_after, rb.runs AS re_before, ra.runs AS re_after, w.tie AS tie_before,
  (SELECT COUNT(*) FROM pitches x WHERE x.game_id = p.game_id AND x.pa_seq = p.seq) AS pitches,
  (SELECT x.result FROM pitches x WHERE x.game_id = p.game_id AND x.pa_seq = p.seq ORDER BY x.seq DESC LIMIT 1) AS last_pitch
  FROM plate_appearances p
  LEFT JOIN pa_values v ON v.game_id = p.game_id AND v.seq = p.seq
  LEFT JOIN run_expectancy rb ON rb.season = @season AND rb.league = @league AND rb.outs = p.outs_before AND rb.bases = p.bases_before
  LEFT JOIN run_expectancy ra ON ra.season = @season AND ra.league = @league AND ra.outs = p.outs_after AND ra.bases = p.bases_after
  LEFT JOIN win_expectancy w ON w.season = @season AND w.inning = MIN(p.inning, 12) AND w.half = p.half AND w.outs = p.outs_before
    AND w.bases = p.bases_before AND w.score_diff = MAX(-10, MIN(10, p.home_score_before - p.away_score_before))
  WHERE p.game_id = @game ORDER BY p.seq`
/** Each PA's last pitch: the one that decided it (a tracked game; none for npb.jp files). */
const ENDING_PITCHES = `SELECT pa_seq AS paSeq, type, speed_kmh AS kmh, balls_before AS balls, strikes_before AS strikes
  FROM pitches x WHERE game_id = @game AND seq = (SELECT MAX(seq) FROM pitches y WHERE y.game_id = x.game_id AND y.pa_seq = x.pa_seq)`
type EndingPitch = { type: PitchType; kmh: number | null; balls: number; strikes: number }
const RUNNER_EVENTS = `SELECT pa_seq AS paSeq, inning, half, type, runner_id AS runnerId, from_base AS fromBase, to_base AS toBase
  FROM runner_events WHERE game_id = @game ORDER BY pa_seq, pitch_index, rowid`
const NAMES = `SELECT id, name_kanji AS name FROM players WHERE id IN (
  SELECT batter_id FROM plate_appearances WHERE game_id = @game UNION SELECT pitcher_id FROM plate_appearances WHERE game_id = @game
  UNION SELECT runner_id FROM runner_events WHERE game_id = @game)`

const toInput = (row: PaRow): PaInput => ({
  seq: row.seq, inning: row.inning, half: row.half, batterId: row.batter_id, pitcherId: row.pitcher_id, result: row.result,
  battedBall: row.batted_ball, direction: row.direction, fielder: row.fielder, runs: row.runs, rbi: row.rbi,
  outsBefore: row.outs_before, basesBefore: row.bases_before, outsAfter: row.outs_after, basesAfter: row.bases_after,
  awayBefore: row.away_score_before, homeBefore: row.home_score_before, awayAfter: row.away_score_after, homeAfter: row.home_score_after,
  lastPitch: row.last_pitch, pitches: row.pitches, weBefore: row.we_before, weAfter: row.we_after, reBefore: row.re_before, reAfter: row.re_after,
})

/** A game's play-by-play with RE24 and WPA, its win-probability line, five biggest plays and hero. Null for an unknown game. */
export function gamePlaysFrom(db: Db, gameId: string): GamePlays | null {
  const game = db.prepare<{ game: string }, GameRow>(GAME).get({ game: gameId })
  if (!game) return null
  const rows = db.prepare<{ game: string; season: number; league: string }, PaRow>(PAS).all({ game: gameId, season: game.season, league: TEAM_BY_CODE[game.home].league })
  const runnerEvents = db.prepare<{ game: string }, RunnerInput & { type: RunnerEventType }>(RUNNER_EVENTS).all({ game: gameId })
  const names = Object.fromEntries(db.prepare<{ game: string }, { id: string; name: string }>(NAMES).all({ game: gameId }).map((row) => [row.id, row.name]))
  const result: GameResult = game.home_runs > game.away_runs ? 'home' : game.home_runs < game.away_runs ? 'away' : 'tie'
  const valued = rows.some((row) => row.we_before !== null)
  const halves = playByPlay(rows.map(toInput), runnerEvents, (id) => names[id] ?? id, valued ? FINAL_WE[result] : null)
  const before = rows.flatMap((row) => (row.we_before === null ? [] : [{ seq: row.seq, we: row.we_before, tie: row.tie_before ?? 0 }]))
  const ending = new Map(db.prepare<{ game: string }, EndingPitch & { paSeq: number }>(ENDING_PITCHES).all({ game: gameId }).map(({ paSeq, ...pitch }) => [paSeq, pitch]))
  // A runner's move (no batter) has no pitch of its own to name.
  const swings = biggestPlays(halves).map((swing) => ({ ...swing, pitch: swing.batterId === null ? null : ending.get(swing.seq) ?? null }))
  return gamePlaysSchema.parse({
    names, halves, series: before.length === 0 ? [] : winProbabilitySeries(before, result), swings, hero: gameHero(halves),
  })
}
