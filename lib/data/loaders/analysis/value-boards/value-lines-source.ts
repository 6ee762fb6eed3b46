import 'server-only'
import type { Db } from '@/lib/data/db'
import { computeSeasonValues, valueLineFromRow, type StoredValueLine } from '@/lib/data/derive/value-lines'
import type { ValueLine } from '@/lib/domain/analysis/value-line'
import type { ValueSide } from '@/lib/domain/analysis/value-pa'
import type { SeasonValues } from '@/lib/domain/analysis/value-season-lines'
import type { PlayBoard, ValuePlay } from '@/lib/domain/analysis/value-top-plays'
import type { LeagueScope } from '@/lib/domain/game-stats/league-scope'

type StoredPlay = { game_id: string; seq: number; player_id: string; team: string; value: number }

const hasTable = (db: Db) => db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'value_lines'").get() !== undefined

/** Seasons valued on a request, per database: only where the build has no value_lines table yet. */
const computed = new WeakMap<Db, Map<number, Map<LeagueScope, SeasonValues>>>()

function computedSeason(db: Db, season: number): Map<LeagueScope, SeasonValues> {
  const seasons = computed.get(db) ?? new Map<number, Map<LeagueScope, SeasonValues>>()
  computed.set(db, seasons)
  let values = seasons.get(season)
  if (!values) seasons.set(season, (values = computeSeasonValues(db, season)))
  return values
}

/**
 * A scope's value lines of one side for a season, as the build stored them (derive/value-lines.ts):
 * a few hundred rows read by key. A database built before that table existed gets the same lines
 * valued from its events, once per season (about a second), so the boards never go blank.
 */
export function valueLinesFrom(db: Db, season: number, scope: LeagueScope, side: ValueSide): ValueLine[] {
  if (!hasTable(db)) return (computedSeason(db, season).get(scope)?.lines ?? []).filter((line) => line.side === side)
  return db
    .prepare<[number, string, string], StoredValueLine>('SELECT * FROM value_lines WHERE season = ? AND scope = ? AND side = ?')
    .all(season, scope, side)
    .map(valueLineFromRow)
}

/** The season's best single plays of a board and side, best first (stored, or valued as valueLinesFrom does). */
export function valuePlaysFrom(db: Db, season: number, scope: LeagueScope, board: PlayBoard, side: ValueSide): ValuePlay[] {
  if (!hasTable(db)) return (computedSeason(db, season).get(scope)?.plays ?? []).filter((play) => play.board === board && play.side === side)
  return db
    .prepare<[number, string, string, string], StoredPlay>('SELECT game_id, seq, player_id, team, value FROM value_plays WHERE season = ? AND scope = ? AND board = ? AND side = ? ORDER BY rank')
    .all(season, scope, board, side)
    .map((row) => ({ board, side, gameId: row.game_id, seq: row.seq, playerId: row.player_id, team: row.team, value: row.value }))
}
