import 'server-only'
import type { Db } from '@/lib/data/db'
import { gameBoxSchema, type BoxBatter, type BoxPitcher, type ClubBox, type GameBox } from '@/lib/schemas/game-box'
import { entryKind, lineupOrder, type LineupStint } from '@/lib/domain/games/box-lineup'
import { rate } from '@/lib/domain/stats/rate'

type GameRow = { season: number; date: string; kind: string; home: string; away: string; win_pitcher: string | null; loss_pitcher: string | null; save_pitcher: string | null; tracked: number }
type Stint = LineupStint & { team: string; name: string }
type Counts = Record<string, number> & { id: string }

const GAME = `SELECT season, date, kind, home, away, win_pitcher, loss_pitcher, save_pitcher,
  EXISTS (SELECT 1 FROM pitches WHERE game_id = @game) AS tracked FROM games WHERE id = @game`
const STINTS = `SELECT s.team, s.player_id AS playerId, s.position, s.batting_order AS battingOrder, s.entered_seq AS enteredSeq,
  s.starter, COALESCE(p.name_kanji, s.player_id) AS name
  FROM substitutions s LEFT JOIN players p ON p.id = s.player_id WHERE s.game_id = @game`
/** season-counts.ts's rules: AB leaves out BB, IBB, HBP, SH, SF and 打撃妨害; SO counts 振り逃げ. */
const BATTING = `SELECT batter_id AS id, COUNT(*) AS pa, SUM(result NOT IN ('BB', 'IBB', 'HBP', 'SH', 'SF', 'INT')) AS ab,
  SUM(result IN ('1B', '2B', '3B', 'HR')) AS h, SUM(rbi) AS rbi, SUM(result IN ('BB', 'IBB')) AS bb,
  SUM(result IN ('K', 'KWP')) AS so, SUM(result = 'HR') AS hr
  FROM plate_appearances WHERE game_id = @game GROUP BY batter_id`
const RUNS = `SELECT runner_id AS id, COUNT(*) AS r FROM runs_scored WHERE game_id = @game GROUP BY runner_id`
const STEALS = `SELECT runner_id AS id, SUM(type = 'SB') AS sb FROM runner_events WHERE game_id = @game GROUP BY runner_id`
/** Outs on his PAs plus the runners put out between them (pickoffs, caught stealing), as the pitching log counts. */
const PITCHING = `SELECT p.pitcher_id AS id, COUNT(*) AS bf, SUM(p.outs_after - p.outs_before) AS outs,
  SUM(p.result IN ('1B', '2B', '3B', 'HR')) AS h, SUM(p.result = 'HR') AS hr, SUM(p.result IN ('BB', 'IBB')) AS bb,
  SUM(p.result = 'HBP') AS hbp, SUM(p.result IN ('K', 'KWP')) AS so,
  SUM((SELECT COUNT(*) FROM pitches pi WHERE pi.game_id = p.game_id AND pi.pa_seq = p.seq)) AS pitches
  FROM plate_appearances p WHERE p.game_id = @game GROUP BY p.pitcher_id`
const RUNNER_OUTS = `SELECT pitcher_id AS id, SUM(to_base = 0) AS outs FROM runner_events WHERE game_id = @game GROUP BY pitcher_id`
const PITCHER_RUNS = `SELECT pitcher_id AS id, COUNT(*) AS r, SUM(earned) AS er FROM runs_scored WHERE game_id = @game GROUP BY pitcher_id`
const HOLDS = `SELECT pitcher_id AS id FROM game_holds WHERE game_id = @game`
/** The box's official pitch counts (real games), which stand where the pitch rows fall short or are missing. */
const BOX_PITCHES = `SELECT pitcher_id AS id, pitches FROM pitcher_box WHERE game_id = @game AND pitches IS NOT NULL`

/**
 * The games of the same count up to this one: a regular-season game counts the regular season
 * and interleague (as the season lines do), a postseason game its own stage. Each query starts
 * from the player's index (pa_batter, pa_pitcher) and reaches games by their key.
 */
const TO_DATE = `g.season = @season AND g.kind IN (SELECT value FROM json_each(@kinds)) AND (g.date < @date OR (g.date = @date AND g.id <= @game))`
/**
 * Game ids begin with their date (lib/game-id.ts), so the season up to this game is a range of ids:
 * it bounds each index search (pa_batter and pa_pitcher carry the key; runs_scored and
 * runner_events are indexed by game) instead of every season's rows being joined to their games.
 */
const IDS_TO_DATE = (alias: string) => `${alias}.game_id >= @seasonStart AND ${alias}.game_id <= @game`
/** The game's batters and its pitchers, from which each to-date query starts (substitutions_game, then each player's index). */
const PLAYERS = `players AS (SELECT DISTINCT player_id FROM substitutions WHERE game_id = @game)`
const PITCHERS = `pitchers AS (SELECT DISTINCT player_id FROM substitutions WHERE game_id = @game AND position = 'P')`
const AVG_TO_DATE = `WITH ${PLAYERS} SELECT p.batter_id AS id, SUM(p.result NOT IN ('BB', 'IBB', 'HBP', 'SH', 'SF', 'INT')) AS ab, SUM(p.result IN ('1B', '2B', '3B', 'HR')) AS h
  FROM players x CROSS JOIN plate_appearances p ON p.batter_id = x.player_id CROSS JOIN games g ON g.id = p.game_id WHERE ${IDS_TO_DATE('p')} AND ${TO_DATE} GROUP BY p.batter_id`
const OUTS_TO_DATE = `WITH ${PITCHERS} SELECT p.pitcher_id AS id, SUM(p.outs_after - p.outs_before) AS outs
  FROM pitchers x CROSS JOIN plate_appearances p ON p.pitcher_id = x.player_id CROSS JOIN games g ON g.id = p.game_id WHERE ${IDS_TO_DATE('p')} AND ${TO_DATE} GROUP BY p.pitcher_id`
const RUNNER_OUTS_TO_DATE = `WITH ${PITCHERS} SELECT e.pitcher_id AS id, SUM(e.to_base = 0) AS outs
  FROM pitchers x CROSS JOIN runner_events e ON e.pitcher_id = x.player_id CROSS JOIN games g ON g.id = e.game_id WHERE ${IDS_TO_DATE('e')} AND ${TO_DATE} GROUP BY e.pitcher_id`
const ER_TO_DATE = `WITH ${PITCHERS} SELECT r.pitcher_id AS id, SUM(r.earned) AS er
  FROM pitchers x CROSS JOIN runs_scored r ON r.pitcher_id = x.player_id CROSS JOIN games g ON g.id = r.game_id WHERE ${IDS_TO_DATE('r')} AND ${TO_DATE} GROUP BY r.pitcher_id`
const REGULAR = ['regular', 'interleague']

function byId(rows: readonly Counts[]): Map<string, Counts> {
  return new Map(rows.map((row) => [row.id, row]))
}

const count = (row: Counts | undefined, key: string) => row?.[key] ?? 0

type SeasonToDate = { avg: (player: string) => number | null; era: (player: string) => number | null }

function batters(stints: readonly Stint[], batting: Map<string, Counts>, runs: Map<string, Counts>, steals: Map<string, Counts>, toDate: SeasonToDate): BoxBatter[] {
  // A runner who scored or stole without a PA of his own was a pinch runner, listed even where the
  // source gives him no batting order (npb.jp): without him the box's runs fall short of the line score.
  const ran = (id: string) => !batting.has(id) && (runs.has(id) || steals.has(id))
  const listed = stints.filter((stint) => stint.battingOrder !== null || (stint.position !== 'P' && ran(stint.playerId)))
  return lineupOrder(listed).map(({ playerId, stints: own }) => {
    const first = own[0]
    const line = batting.get(playerId)
    return {
      playerId,
      name: stints.find((stint) => stint.playerId === playerId)?.name ?? playerId,
      battingOrder: first?.battingOrder ?? null,
      entry: first && first.starter !== 1 && ran(playerId) ? 'pinch_runner' : first ? entryKind(first) : 'starter',
      positions: own.map((stint) => stint.position).filter((position, index, all) => position !== all[index - 1]),
      pa: count(line, 'pa'), ab: count(line, 'ab'), r: count(runs.get(playerId), 'r'), h: count(line, 'h'), rbi: count(line, 'rbi'),
      bb: count(line, 'bb'), so: count(line, 'so'), hr: count(line, 'hr'), sb: count(steals.get(playerId), 'sb'),
      seasonAvg: toDate.avg(playerId),
    }
  })
}

/** A club's pitchers in the order they came in, each with his line and decision. */
type PitchingTables = { pitching: Map<string, Counts>; runnerOuts: Map<string, Counts>; runs: Map<string, Counts>; holds: Set<string>; boxPitches: Map<string, Counts> }

function pitchers(stints: readonly Stint[], game: GameRow, tables: PitchingTables, toDate: SeasonToDate): BoxPitcher[] {
  const order = [...stints].filter((stint) => stint.position === 'P').sort((a, b) => a.enteredSeq - b.enteredSeq)
  const ids = order.map((stint) => stint.playerId).filter((id, index, all) => all.indexOf(id) === index)
  return ids.map((id) => {
    const line = tables.pitching.get(id)
    const decision = game.win_pitcher === id ? 'W' : game.loss_pitcher === id ? 'L' : game.save_pitcher === id ? 'S' : tables.holds.has(id) ? 'H' : null
    return {
      playerId: id,
      name: order.find((stint) => stint.playerId === id)?.name ?? id,
      outs: count(line, 'outs') + count(tables.runnerOuts.get(id), 'outs'), bf: count(line, 'bf'),
      pitches: tables.boxPitches.get(id)?.pitches ?? (game.tracked ? count(line, 'pitches') : null),
      h: count(line, 'h'), hr: count(line, 'hr'), bb: count(line, 'bb'), hbp: count(line, 'hbp'), so: count(line, 'so'),
      r: count(tables.runs.get(id), 'r'), er: count(tables.runs.get(id), 'er'), decision,
      seasonEra: toDate.era(id),
    }
  })
}

/** Both clubs' box score of one game, read through its id alone (the game indexes). Null for an unknown game. */
export function gameBoxFrom(db: Db, gameId: string): GameBox | null {
  const params = { game: gameId }
  const game = db.prepare<typeof params, GameRow>(GAME).get(params)
  if (!game) return null
  const all = (sql: string) => byId(db.prepare<typeof params, Counts>(sql).all(params))
  const stints = db.prepare<typeof params, Stint>(STINTS).all(params)
  const batting = all(BATTING)
  const runs = all(RUNS)
  const steals = all(STEALS)
  const tables = { pitching: all(PITCHING), runnerOuts: all(RUNNER_OUTS), runs: all(PITCHER_RUNS), holds: new Set(db.prepare<typeof params, { id: string }>(HOLDS).all(params).map((row) => row.id)), boxPitches: all(BOX_PITCHES) }
  const scope = { game: gameId, season: game.season, seasonStart: String(game.season), date: game.date, kinds: JSON.stringify(REGULAR.includes(game.kind) ? REGULAR : [game.kind]) }
  // One grouped query per figure for the whole box, not one per player.
  const toDateOf = (sql: string) => byId(db.prepare<typeof scope, Counts>(sql).all(scope))
  const avg = toDateOf(AVG_TO_DATE)
  const outs = toDateOf(OUTS_TO_DATE)
  const runnerOuts = toDateOf(RUNNER_OUTS_TO_DATE)
  const er = toDateOf(ER_TO_DATE)
  const toDate: SeasonToDate = {
    avg: (player) => rate(count(avg.get(player), 'h'), count(avg.get(player), 'ab')),
    era: (player) => rate(count(er.get(player), 'er') * 27, count(outs.get(player), 'outs') + count(runnerOuts.get(player), 'outs')),
  }
  const club = (team: string): ClubBox => {
    const own = stints.filter((stint) => stint.team === team)
    return { team: team as ClubBox['team'], batting: batters(own, batting, runs, steals, toDate), pitching: pitchers(own, game, tables, toDate) }
  }
  return gameBoxSchema.parse({ gameId, away: club(game.away), home: club(game.home) })
}
