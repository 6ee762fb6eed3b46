import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import type { PaResult } from '@/lib/domain/events'
import { teamView } from '@/lib/domain/players/game-log'
import { lineupPosition } from '@/lib/domain/teams/lineup-positions'
import { slotSummaries } from '@/lib/domain/teams/lineup-slots'
import { lineupsByThrows, lineupUsage, type GameLineup, type LineupSlot } from '@/lib/domain/teams/lineups'
import type { TeamCode } from '@/lib/domain/teams/teams'
import { startingLineupsSchema, type StartingLineups } from '@/lib/schemas/starting-lineups'
import { memoPerDatabase } from '../memo-per-database'

type Params = { season: number; team: TeamCode }

/** The club's regular-season games (league and interleague). */
const CLUB_GAME = `g.season = @season AND g.kind IN ('regular', 'interleague') AND @team IN (g.home, g.away)`
/** The half in which the club bats. */
const CLUB_HALF = `CASE g.home WHEN @team THEN 'bottom' ELSE 'top' END`

const GAMES = `SELECT g.id, g.home, g.away, g.home_runs AS homeRuns, g.away_runs AS awayRuns,
  (SELECT p.throws FROM players p WHERE p.id = COALESCE(
    (SELECT s.player_id FROM substitutions s WHERE s.game_id = g.id AND s.team <> @team AND s.starter = 1 AND s.position = 'P' ORDER BY s.entered_seq LIMIT 1),
    (SELECT pa.pitcher_id FROM plate_appearances pa WHERE pa.game_id = g.id AND pa.half = ${CLUB_HALF} ORDER BY pa.seq LIMIT 1))) AS throws
  FROM games g WHERE ${CLUB_GAME} ORDER BY g.date, g.id`
type GameRow = { id: string; home: TeamCode; away: TeamCode; homeRuns: number; awayRuns: number; throws: string | null }

const STARTERS = `SELECT s.game_id AS gameId, s.batting_order AS slot, s.player_id AS playerId, s.position, p.name_kanji AS name
  FROM games g JOIN substitutions s ON s.game_id = g.id AND s.team = @team LEFT JOIN players p ON p.id = s.player_id
  WHERE ${CLUB_GAME} AND s.starter = 1 AND s.batting_order BETWEEN 1 AND 9`
type StarterRow = { gameId: string; slot: number; playerId: string; position: string | null; name: string | null }

/** Each starter's PAs in his own slot, by result (a PA of his from another slot or off the bench is not there). */
const SLOT_PAS = `SELECT pa.batting_order AS slot, pa.batter_id AS playerId, pa.result, COUNT(*) AS count
  FROM games g JOIN plate_appearances pa ON pa.game_id = g.id AND pa.half = ${CLUB_HALF}
  JOIN substitutions s ON s.game_id = g.id AND s.team = @team AND s.starter = 1 AND s.batting_order = pa.batting_order AND s.player_id = pa.batter_id
  WHERE ${CLUB_GAME} GROUP BY pa.batting_order, pa.batter_id, pa.result`

const throwsOf = (value: string | null) => (value === 'R' || value === 'L' ? value : null)

/**
 * A club's starting lineups over a regular season (`substitutions`: starter = 1, batting order
 * 1–9). The opposing starter is the other club's starting pitcher, or failing that the first
 * pitcher the club faced. Null for a season without games for the club.
 */
export function startingLineupsFrom(db: Db, season: number, team: TeamCode): StartingLineups | null {
  const params: Params = { season, team }
  const games = db.prepare<Params, GameRow>(GAMES).all(params)
  if (games.length === 0) return null
  const slots = new Map<string, LineupSlot[]>()
  const names: Record<string, string> = {}
  for (const row of db.prepare<Params, StarterRow>(STARTERS).all(params)) {
    const lineup = slots.get(row.gameId) ?? Array.from({ length: 9 }, (): LineupSlot => ({ playerId: '', position: null }))
    lineup[row.slot - 1] = { playerId: row.playerId, position: lineupPosition(row.position) }
    slots.set(row.gameId, lineup)
    names[row.playerId] = row.name ?? row.playerId
  }
  const lineups: GameLineup[] = games.map((game) => {
    const { result } = teamView(game, team)
    return { gameId: game.id, opponent: game.home === team ? game.away : game.home, result, opposingThrows: throwsOf(game.throws), slots: slots.get(game.id) ?? [] }
  })
  const pas = db.prepare<Params, { slot: number; playerId: string; result: PaResult; count: number }>(SLOT_PAS).all(params)
  return startingLineupsSchema.parse({
    season,
    team,
    positionsKnown: lineups.some((game) => game.slots.some((slot) => slot.position !== null)),
    names,
    games: lineups,
    usage: lineupUsage(lineups),
    byThrows: lineupsByThrows(lineups),
    slots: slotSummaries(lineups, pas),
  })
}

/** Kept per server (memo-per-database.ts): a club's season is read once. */
export const getStartingLineups = cache(memoPerDatabase(startingLineupsFrom))
