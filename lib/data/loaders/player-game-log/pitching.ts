import 'server-only'
import type { Db } from '@/lib/data/db'
import {
  monthSubtotals,
  pitchingLogRates,
  sumPitching,
  withRunningRates,
  type PitchingGameCounts,
} from '@/lib/domain/players/game-log'
import { pitchingGameLogSchema, type PitchingGameLog } from '@/lib/schemas/player-game-log'
import { byGame, clubOf, countsByGame, gameFields, PLAYER_GAMES_CTE, PA_IN_SEASON, playerStints, GAME_IN_SCOPE, REGULAR_KINDS, seasonParams, type SeasonParams, type Stint } from './appearances'

type PaLine = Pick<PitchingGameCounts, 'bf' | 'h' | 'hr' | 'bb' | 'ibb' | 'hbp' | 'so' | 'wpa'> & {
  game_id: string
  outs: number
  pitches: number
}

/**
 * The line of each game with season-counts.ts's rules: outs are those made on his PAs plus the
 * runners he put out between them (pickoffs, caught stealing); WPA is the fielding side's, the
 * batter's with its sign turned.
 */
const PA_LINES = `
  SELECT p.game_id, COUNT(*) AS bf, SUM(p.outs_after - p.outs_before) AS outs,
    SUM(p.result IN ('1B', '2B', '3B', 'HR')) AS h, SUM(p.result = 'HR') AS hr, SUM(p.result IN ('BB', 'IBB')) AS bb,
    SUM(p.result = 'IBB') AS ibb, SUM(p.result = 'HBP') AS hbp, SUM(p.result IN ('K', 'KWP')) AS so,
    TOTAL(CASE p.half WHEN 'top' THEN v.wpa ELSE -v.wpa END) AS wpa,
    SUM((SELECT COUNT(*) FROM pitches pi WHERE pi.game_id = p.game_id AND pi.pa_seq = p.seq)) AS pitches
  FROM plate_appearances p CROSS JOIN games g ON g.id = p.game_id
  LEFT JOIN pa_values v ON v.game_id = p.game_id AND v.seq = p.seq
  WHERE p.pitcher_id = @player AND ${PA_IN_SEASON} AND ${GAME_IN_SCOPE}
  GROUP BY p.game_id`

const RUNNER_OUTS = `WITH ${PLAYER_GAMES_CTE}
  SELECT e.game_id, SUM(e.to_base = 0) AS outs FROM player_games pg CROSS JOIN runner_events e ON e.game_id = pg.game_id
  WHERE e.pitcher_id = @player GROUP BY e.game_id`
const RUNS = `WITH ${PLAYER_GAMES_CTE}
  SELECT r.game_id, COUNT(*) AS r, SUM(r.earned) AS er FROM player_games pg CROSS JOIN runs_scored r ON r.game_id = pg.game_id
  WHERE r.pitcher_id = @player GROUP BY r.game_id`
/** The box's official pitch counts (real games), which stand where the pitch rows fall short or are missing. */
const BOX_PITCHES = `WITH ${PLAYER_GAMES_CTE}
  SELECT b.game_id, b.pitches FROM player_games pg CROSS JOIN pitcher_box b ON b.game_id = pg.game_id
  WHERE b.pitcher_id = @player AND b.pitches IS NOT NULL`
const HOLDS = `WITH ${PLAYER_GAMES_CTE}
  SELECT h.game_id FROM player_games pg CROSS JOIN game_holds h ON h.game_id = pg.game_id AND h.pitcher_id = @player`

function decisionOf(stint: Stint, player: string, held: boolean): 'W' | 'L' | 'S' | 'H' | null {
  if (stint.win_pitcher === player) return 'W'
  if (stint.loss_pitcher === player) return 'L'
  if (stint.save_pitcher === player) return 'S'
  return held ? 'H' : null
}

/** A pitcher's season game by game: every game he pitched in (a P stint). Null without one. */
export function pitchingGameLogFrom(db: Db, player: string, season: number, kinds: readonly string[] = REGULAR_KINDS): PitchingGameLog | null {
  const params = seasonParams(player, season, kinds)
  const stints = byGame(playerStints(db, params).filter((stint) => stint.position === 'P'))
  if (stints.size === 0) return null
  const lines = countsByGame(db.prepare<SeasonParams, PaLine>(PA_LINES).all(params))
  const runnerOuts = countsByGame(db.prepare<SeasonParams, { game_id: string; outs: number }>(RUNNER_OUTS).all(params))
  const runs = countsByGame(db.prepare<SeasonParams, { game_id: string; r: number; er: number }>(RUNS).all(params))
  const holds = new Set(db.prepare<SeasonParams, { game_id: string }>(HOLDS).all(params).map((row) => row.game_id))
  const boxPitches = countsByGame(db.prepare<SeasonParams, { game_id: string; pitches: number }>(BOX_PITCHES).all(params))
  const rows = [...stints.values()].flatMap((own) => {
    const stint = own[0]
    if (!stint) return []
    const id = stint.game_id
    const line = lines.get(id)
    const counts: PitchingGameCounts = {
      outs: (line?.outs ?? 0) + (runnerOuts.get(id)?.outs ?? 0), bf: line?.bf ?? 0, h: line?.h ?? 0, hr: line?.hr ?? 0,
      bb: line?.bb ?? 0, ibb: line?.ibb ?? 0, hbp: line?.hbp ?? 0, so: line?.so ?? 0,
      r: runs.get(id)?.r ?? 0, er: runs.get(id)?.er ?? 0,
      pitches: boxPitches.get(id)?.pitches ?? (stint.tracked ? (line?.pitches ?? 0) : null),
      wpa: line?.wpa ?? 0,
    }
    return [{ ...gameFields(stint, clubOf(stint, own) ?? stint.team), ...counts, started: own.some((s) => s.starter === 1), decision: decisionOf(stint, player, holds.has(id)) }]
  })
  const games = withRunningRates(rows, sumPitching, pitchingLogRates)
  const total = sumPitching(rows)
  const count = (test: (row: (typeof rows)[number]) => boolean) => rows.filter(test).length
  return pitchingGameLogSchema.parse({
    side: 'pitching',
    playerId: player,
    season,
    games,
    months: monthSubtotals(rows, sumPitching, pitchingLogRates),
    total: {
      ...total,
      g: rows.length,
      gs: count((row) => row.started),
      w: count((row) => row.decision === 'W'),
      l: count((row) => row.decision === 'L'),
      sv: count((row) => row.decision === 'S'),
      // Every hold of game_holds counts, as in the read model, even where the row shows W, L or S instead.
      hld: count((row) => holds.has(row.gameId)),
    },
    rates: pitchingLogRates(total),
  })
}
