import 'server-only'
import { batchInserter } from '@/lib/data/batch-insert'
import type { Db } from '@/lib/data/db'
import { baseOutLeverageTable } from '@/lib/domain/analysis/value-base-out-leverage'
import type { ValueLine } from '@/lib/domain/analysis/value-line'
import { VALUE_SIDES, type ValuePa } from '@/lib/domain/analysis/value-pa'
import { pinchHitTallies, type PinchHitEntry } from '@/lib/domain/analysis/value-pinch-hit'
import { reliefTallies } from '@/lib/domain/analysis/value-relief'
import { seasonValueLines, type SeasonValues } from '@/lib/domain/analysis/value-season-lines'
import { LEAGUE_SCOPES, type LeagueScope } from '@/lib/domain/game-stats/league-scope'
import { LINEAR_WEIGHT_EVENTS, type LinearWeightEvent } from '@/lib/domain/sabermetrics/event-classes'
import type { RunExpectancyMatrix } from '@/lib/domain/sabermetrics/run-expectancy'
import { buildTransitionModel } from '@/lib/domain/sabermetrics/transition-model'

/** A line's stored column for each event count: e_1b, e_hr, e_out … */
export const eventColumn = (event: LinearWeightEvent) => `e_${event.toLowerCase()}`

/** The stored sums of a line, in table order, beside the ValueLine field each holds. */
const SUMS = [
  ['pa', 'pa'], ['games', 'games'], ['wpa', 'wpa'], ['wpa_plus', 'wpaPlus'], ['wpa_minus', 'wpaMinus'], ['li_sum', 'liSum'], ['li_count', 'liCount'],
  ['wpa_li', 'wpaLi'], ['ph_li_sum', 'phLiSum'], ['ph_count', 'phCount'], ['relief_games', 'reliefGames'], ['shutdowns', 'shutdowns'],
  ['meltdowns', 'meltdowns'], ['re24', 're24'], ['bo_li_sum', 'boLiSum'], ['bo_li_count', 'boLiCount'],
] as const satisfies readonly (readonly [string, keyof ValueLine])[]

export const VALUE_LINES_SQL = `
CREATE TABLE value_lines (season INTEGER NOT NULL, scope TEXT NOT NULL, side TEXT NOT NULL, player_id TEXT NOT NULL, team TEXT NOT NULL,
  ${[...SUMS.map(([column]) => column), ...LINEAR_WEIGHT_EVENTS.map(eventColumn)].map((column) => `${column} REAL NOT NULL`).join(', ')},
  PRIMARY KEY (season, scope, side, player_id, team)) WITHOUT ROWID;
CREATE TABLE value_plays (season INTEGER NOT NULL, scope TEXT NOT NULL, board TEXT NOT NULL, side TEXT NOT NULL, rank INTEGER NOT NULL,
  game_id TEXT NOT NULL, seq INTEGER NOT NULL, player_id TEXT NOT NULL, team TEXT NOT NULL, value REAL NOT NULL,
  PRIMARY KEY (season, scope, board, side, rank)) WITHOUT ROWID;
`

/** A stored line as read back: the key columns and every sum. */
export type StoredValueLine = { side: ValueLine['side']; player_id: string; team: string } & Record<string, number | string>

/** A stored row back as a ValueLine. */
export function valueLineFromRow(row: StoredValueLine): ValueLine {
  const number = (column: string) => Number(row[column] ?? 0)
  const sums = Object.fromEntries(SUMS.map(([column, field]) => [field, number(column)]))
  const events = Object.fromEntries(LINEAR_WEIGHT_EVENTS.map((event) => [event, number(eventColumn(event))])) as ValueLine['events']
  return { ...(sums as Omit<ValueLine, 'side' | 'playerId' | 'team' | 'events'>), side: row.side, playerId: row.player_id, team: row.team, events }
}

/** A season's regular-season PAs in game order as ValuePa, with each one's WPA and LI (home side) from pa_values. */
const SEASON_PAS = `SELECT p.game_id AS gameId, p.seq, p.inning, p.half, p.batter_id AS batterId, p.pitcher_id AS pitcherId, g.home, g.away,
    p.outs_before AS outsBefore, p.bases_before AS basesBefore, p.outs_after AS outsAfter, p.bases_after AS basesAfter, p.runs AS runsOnPlay, p.result, v.wpa, v.li
  FROM games g CROSS JOIN plate_appearances p ON p.game_id = g.id LEFT JOIN pa_values v ON v.game_id = p.game_id AND v.seq = p.seq
  WHERE g.season = ? AND g.kind IN ('regular', 'interleague') ORDER BY p.game_id, p.seq`

const PINCH_HITTERS = `SELECT s.game_id AS gameId, s.player_id AS playerId, s.entered_seq AS enteredSeq
  FROM games g CROSS JOIN substitutions s ON s.game_id = g.id WHERE g.season = ? AND g.kind IN ('regular', 'interleague') AND s.position = 'PH'`

/** A scope's stored run-expectancy matrix (league-constants.ts); empty when the season was not derived. */
function scopeMatrix(db: Db, season: number, scope: LeagueScope): RunExpectancyMatrix {
  const cells = db
    .prepare<[number, string], { outs: 0 | 1 | 2; bases: number; runs: number | null; sample: number }>('SELECT outs, bases, runs, sample FROM run_expectancy WHERE season = ? AND league = ? ORDER BY outs, bases')
    .all(season, scope)
  return cells.length === 24 ? cells.map((cell) => ({ outs: cell.outs, bases: cell.bases, runsToEnd: cell.runs, sample: cell.sample })) : []
}

/** A season's regular-season PAs as the boards value them, in game order. */
export const seasonValuePas = (db: Db, season: number): ValuePa[] => db.prepare<[number], ValuePa>(SEASON_PAS).all(season)

/**
 * A season's value lines and top plays for every scope, read from the event store and the read
 * model (run_expectancy and pa_values, derived before). A scope's RE24 and boLI use its own matrix
 * and PA outcomes, taken like run expectancy from the games its clubs hosted; its lines are its
 * clubs' players, wherever they played. Read-only, so a server can compute it where no build stored it.
 */
export function computeSeasonValues(db: Db, season: number): Map<LeagueScope, SeasonValues> {
  const pas = seasonValuePas(db, season)
  const leagueOf = new Map(db.prepare<[], { code: string; league: string }>('SELECT code, league FROM teams').all().map((row) => [row.code, row.league]))
  const tallies = { relief: reliefTallies(pas), pinchHit: pinchHitTallies(pas, db.prepare<[number], PinchHitEntry>(PINCH_HITTERS).all(season)) }
  const result = new Map<LeagueScope, SeasonValues>()
  for (const scope of LEAGUE_SCOPES) {
    const inScope = (team: string) => scope === 'npb' || leagueOf.get(team) === scope
    const hosted = pas.filter((pa) => inScope(pa.home))
    const matrix = scopeMatrix(db, season, scope)
    if (matrix.length === 0 || hosted.length === 0) continue
    const boLi = baseOutLeverageTable(buildTransitionModel(hosted), matrix, hosted)
    result.set(scope, seasonValueLines(pas, { inScope, matrix, boLi }, tallies))
  }
  return result
}

/**
 * value_lines and value_plays for a season: every player's WPA, RE24, boLI, relief and pinch-hit
 * sums and event counts per scope and club, and each board's ten best single plays, so the
 * /analysis value boards read a few hundred rows instead of valuing 60,000 PAs on a request.
 */
export function deriveValueLines(db: Db, season: number): void {
  const insertLine = batchInserter(db, 'value_lines', ['season', 'scope', 'side', 'player_id', 'team', ...SUMS.map(([column]) => column), ...LINEAR_WEIGHT_EVENTS.map(eventColumn)])
  const insertPlay = batchInserter(db, 'value_plays', ['season', 'scope', 'board', 'side', 'rank', 'game_id', 'seq', 'player_id', 'team', 'value'])
  for (const [scope, { lines, plays }] of computeSeasonValues(db, season)) {
    for (const line of lines) insertLine.add([season, scope, line.side, line.playerId, line.team, ...SUMS.map(([, field]) => line[field]), ...LINEAR_WEIGHT_EVENTS.map((event) => line.events[event])])
    for (const side of VALUE_SIDES) {
      for (const board of ['wpa', 're24'] as const) {
        const ranked = plays.filter((play) => play.side === side && play.board === board)
        for (const [index, play] of ranked.entries()) insertPlay.add([season, scope, board, side, index + 1, play.gameId, play.seq, play.playerId, play.team, play.value])
      }
    }
  }
  insertLine.flush()
  insertPlay.flush()
}
