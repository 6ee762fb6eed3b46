import 'server-only'
import type { Db } from '@/lib/data/db'
import type { BattingGameLog, PitchingGameLog } from '@/lib/schemas/player-game-log'
import { memoPerDatabase } from './memo-per-database'
import { battingGameLogFrom } from './player-game-log/batting'
import { pitchingGameLogFrom } from './player-game-log/pitching'

export type GameLogSide = 'batting' | 'pitching'

/**
 * A player's regular season game by game, for /players/{id}/game-batting/{season} and
 * /game-pitching/{season}: one row per game (linking to /games/{gameId}), the rates as they stood
 * after it, month subtotals and a season total equal to his read-model line. Null when he played
 * no game that season on that side. Reads only his own rows (indexes pa_batter, pa_pitcher,
 * substitutions_player) and the games they point at.
 */
export function playerGameLogFrom(db: Db, playerId: string, season: number, side: 'batting'): BattingGameLog | null
export function playerGameLogFrom(db: Db, playerId: string, season: number, side: 'pitching'): PitchingGameLog | null
export function playerGameLogFrom(db: Db, playerId: string, season: number, side: GameLogSide): BattingGameLog | PitchingGameLog | null
export function playerGameLogFrom(db: Db, playerId: string, season: number, side: GameLogSide): BattingGameLog | PitchingGameLog | null {
  return side === 'batting' ? battingGameLogFrom(db, playerId, season) : pitchingGameLogFrom(db, playerId, season)
}

const memoised = memoPerDatabase(
  (db: Db, playerId: string, season: number, side: GameLogSide): BattingGameLog | PitchingGameLog | null =>
    playerGameLogFrom(db, playerId, season, side),
)

/** Read once per server (memo-per-database.ts): the database is fixed until a rebuild. Null also without a database. */
export function getPlayerGameLog(playerId: string, season: number, side: 'batting'): BattingGameLog | null
export function getPlayerGameLog(playerId: string, season: number, side: 'pitching'): PitchingGameLog | null
export function getPlayerGameLog(playerId: string, season: number, side: GameLogSide): BattingGameLog | PitchingGameLog | null
export function getPlayerGameLog(playerId: string, season: number, side: GameLogSide): BattingGameLog | PitchingGameLog | null {
  return memoised(playerId, season, side)
}
