import 'server-only'
import type { Db } from '@/lib/data/db'
import { teamView, type TeamView } from '@/lib/domain/players/game-log'

/**
 * The games a log reads: the season's games of `@kinds` (a JSON array). The read model
 * (lib/data/derive/season-counts.ts) counts regular season and interleague, not the postseason,
 * whose lines stand apart. `g` is the games table's alias in every query here.
 */
export const GAME_IN_SCOPE = 'g.season = @season AND g.kind IN (SELECT value FROM json_each(@kinds))'

/** Game kinds of the regular season, as the read model counts them. */
export const REGULAR_KINDS = ['regular', 'interleague'] as const

/**
 * A CROSS JOIN keeps SQLite's join order as written, so each query starts from the player's own
 * rows (pa_batter, pa_pitcher, substitutions_player) and reaches games by its primary key —
 * never a scan of a whole season's games and their events.
 */
export const PLAYER_STINTS = `substitutions s CROSS JOIN games g ON g.id = s.game_id`

/**
 * Every game of the season he took part in, in any role (the read model's 試合), once each: a
 * game's events are joined to it, so a game listed twice would count them twice (the 2024
 * import has lineup rows under a club not in the game).
 */
export const PLAYER_GAMES_CTE = `player_games AS (SELECT DISTINCT s.game_id FROM ${PLAYER_STINTS} WHERE s.player_id = @player AND ${GAME_IN_SCOPE})`

/**
 * Game ids begin with their date (YYYYMMDD-home-away-NN, lib/game-id.ts), and pa_batter and
 * pa_pitcher carry plate_appearances' key (game_id, seq): bounding game_id to the season lets the
 * index read only that season's PAs of a long career instead of all of them. The games join still
 * decides what counts.
 */
export const PA_IN_SEASON = 'p.game_id >= @seasonStart AND p.game_id < @seasonEnd'

export type SeasonParams = { player: string; season: number; kinds: string; seasonStart: string; seasonEnd: string }

export function seasonParams(player: string, season: number, kinds: readonly string[]): SeasonParams {
  return { player, season, kinds: JSON.stringify(kinds), seasonStart: String(season), seasonEnd: String(season + 1) }
}

export type Stint = {
  game_id: string
  team: string
  position: string
  batting_order: number | null
  starter: number
  date: string
  home: string
  away: string
  home_runs: number
  away_runs: number
  win_pitcher: string | null
  loss_pitcher: string | null
  save_pitcher: string | null
  /** Whether the game has pitch-by-pitch rows at all: without them a pitch count of 0 would be a lie. */
  tracked: number
}

export type GameRef = { game_id: string; date: string; home: string; away: string; home_runs: number; away_runs: number }

/** His stints (one per position he held) in the season's games of the scope, in playing order. */
export function playerStints(db: Db, params: SeasonParams): Stint[] {
  return db
    .prepare<SeasonParams, Stint>(
      `SELECT s.game_id, s.team, s.position, s.batting_order, s.starter, g.date, g.home, g.away, g.home_runs, g.away_runs,
         g.win_pitcher, g.loss_pitcher, g.save_pitcher, EXISTS (SELECT 1 FROM pitches pi WHERE pi.game_id = s.game_id) AS tracked
       FROM ${PLAYER_STINTS} WHERE s.player_id = @player AND ${GAME_IN_SCOPE}
       ORDER BY g.date, g.id, s.entered_seq`,
    )
    .all(params)
}

/** Rows of `rows` grouped by game id. */
export function byGame<Row extends { game_id: string }>(rows: readonly Row[]): Map<string, Row[]> {
  const games = new Map<string, Row[]>()
  for (const row of rows) {
    const list = games.get(row.game_id) ?? []
    list.push(row)
    games.set(row.game_id, list)
  }
  return games
}

/** The row fields every game log shares: the game as his club saw it. */
export function gameFields(game: GameRef, team: string): { gameId: string; date: string; team: string } & TeamView {
  return {
    gameId: game.game_id,
    date: game.date,
    team,
    ...teamView({ home: game.home, away: game.away, homeRuns: game.home_runs, awayRuns: game.away_runs }, team),
  }
}

/** His club in the game: the first of his stints under a club that played in it (the source can list one that did not). */
export function clubOf(game: GameRef, stints: readonly Stint[]): string | undefined {
  return (stints.find((stint) => stint.team === game.home || stint.team === game.away) ?? stints[0])?.team
}

/** A grouped query's rows by game id; a game missing from it had none of what it counts. */
export function countsByGame<Row extends { game_id: string }>(rows: readonly Row[]): Map<string, Row> {
  return new Map(rows.map((row) => [row.game_id, row]))
}
