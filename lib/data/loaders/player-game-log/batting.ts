import 'server-only'
import type { Db } from '@/lib/data/db'
import {
  battingLogRates,
  monthSubtotals,
  sumBatting,
  withRunningRates,
  type BattingGameCounts,
} from '@/lib/domain/players/game-log'
import { battingGameLogSchema, type BattingGameLog } from '@/lib/schemas/player-game-log'
import { byGame, clubOf, countsByGame, gameFields, PLAYER_GAMES_CTE, PA_IN_SEASON, playerStints, GAME_IN_SCOPE, REGULAR_KINDS, seasonParams, type SeasonParams, type GameRef } from './appearances'

type PaLine = Omit<BattingGameCounts, 'r' | 'sb' | 'cs'> & GameRef & { bat_team: string }

/**
 * The batting line of each game, with season-counts.ts's rules: AB leaves out BB, IBB, HBP, SH,
 * SF and 打撃妨害; SO counts 振り逃げ; GIDP is a DP on a grounder. WPA is the batting side's
 * (pa_values stores the home side's, as get-win-value-figures.ts reads it).
 */
const PA_LINES = `
  SELECT p.game_id, g.date, g.home, g.away, g.home_runs, g.away_runs,
    CASE p.half WHEN 'top' THEN g.away ELSE g.home END AS bat_team,
    COUNT(*) AS pa, SUM(p.result NOT IN ('BB', 'IBB', 'HBP', 'SH', 'SF', 'INT')) AS ab,
    SUM(p.result IN ('1B', '2B', '3B', 'HR')) AS h, SUM(p.result = '2B') AS doubles, SUM(p.result = '3B') AS triples,
    SUM(p.result = 'HR') AS hr, SUM(p.rbi) AS rbi, SUM(p.result = 'SH') AS sh, SUM(p.result = 'SF') AS sf,
    SUM(p.result IN ('BB', 'IBB')) AS bb, SUM(p.result = 'IBB') AS ibb, SUM(p.result = 'HBP') AS hbp,
    SUM(p.result IN ('K', 'KWP')) AS so, SUM(p.result = 'DP' AND p.batted_ball = 'ground') AS gidp,
    TOTAL(CASE p.half WHEN 'bottom' THEN v.wpa ELSE -v.wpa END) AS wpa
  FROM plate_appearances p CROSS JOIN games g ON g.id = p.game_id
  LEFT JOIN pa_values v ON v.game_id = p.game_id AND v.seq = p.seq
  WHERE p.batter_id = @player AND ${PA_IN_SEASON} AND ${GAME_IN_SCOPE}
  GROUP BY p.game_id`

/** Runs he scored (counted to his club that game, as the read model does) and his steals. */
const RUNS = `WITH ${PLAYER_GAMES_CTE}
  SELECT r.game_id, COUNT(*) AS r FROM player_games pg CROSS JOIN runs_scored r ON r.game_id = pg.game_id
  WHERE r.runner_id = @player GROUP BY r.game_id`
const STEALS = `WITH ${PLAYER_GAMES_CTE}
  SELECT e.game_id, SUM(e.type = 'SB') AS sb, SUM(e.type = 'CS') AS cs FROM player_games pg CROSS JOIN runner_events e ON e.game_id = pg.game_id
  WHERE e.runner_id = @player GROUP BY e.game_id`

/**
 * A batter's season game by game: every game he took part in — a defensive replacement or
 * pinch runner without a PA gets a row of zeros, as NPB's 試合 counts him. Null without a game.
 */
export function battingGameLogFrom(db: Db, player: string, season: number, kinds: readonly string[] = REGULAR_KINDS): BattingGameLog | null {
  const params = seasonParams(player, season, kinds)
  const stints = byGame(playerStints(db, params))
  const lines = countsByGame(db.prepare<SeasonParams, PaLine>(PA_LINES).all(params))
  const runs = countsByGame(db.prepare<SeasonParams, { game_id: string; r: number }>(RUNS).all(params))
  const steals = countsByGame(db.prepare<SeasonParams, { game_id: string; sb: number; cs: number }>(STEALS).all(params))
  // A PA without a lineup row would be a gap in the source; its game still counts, from the PA side.
  const refs = new Map<string, GameRef>()
  for (const [id, list] of stints) if (list[0]) refs.set(id, list[0])
  for (const [id, line] of lines) if (!refs.has(id)) refs.set(id, line)
  if (refs.size === 0) return null
  const ordered = [...refs.values()].sort((a, b) => a.date.localeCompare(b.date) || a.game_id.localeCompare(b.game_id))
  const rows = ordered.map((game) => {
    const listed = stints.get(game.game_id) ?? []
    const line = lines.get(game.game_id)
    const steal = steals.get(game.game_id)
    const team = clubOf(game, listed) ?? line?.bat_team ?? game.home
    // Only his club's stints: a row the source lists under another club says nothing of his game.
    const own = listed.filter((stint) => stint.team === team)
    const counts: BattingGameCounts = {
      pa: line?.pa ?? 0, ab: line?.ab ?? 0, r: runs.get(game.game_id)?.r ?? 0, h: line?.h ?? 0,
      doubles: line?.doubles ?? 0, triples: line?.triples ?? 0, hr: line?.hr ?? 0, rbi: line?.rbi ?? 0,
      bb: line?.bb ?? 0, ibb: line?.ibb ?? 0, hbp: line?.hbp ?? 0, so: line?.so ?? 0, sf: line?.sf ?? 0, sh: line?.sh ?? 0,
      sb: steal?.sb ?? 0, cs: steal?.cs ?? 0, gidp: line?.gidp ?? 0, wpa: line?.wpa ?? 0,
    }
    return {
      ...gameFields(game, team),
      ...counts,
      battingOrder: own.find((stint) => stint.batting_order !== null)?.batting_order ?? null,
      // Every change, as a box score prints it: SS, then 2B, then SS again is 遊二遊.
      positions: own.map((stint) => stint.position).filter((position, index, all) => position !== '' && position !== all[index - 1]),
      starter: own.some((stint) => stint.starter === 1),
    }
  })
  const games = withRunningRates(rows, sumBatting, battingLogRates)
  const total = sumBatting(rows)
  return battingGameLogSchema.parse({
    side: 'batting',
    playerId: player,
    season,
    games,
    months: monthSubtotals(rows, sumBatting, battingLogRates),
    total: { ...total, g: rows.length },
    rates: battingLogRates(total),
  })
}
