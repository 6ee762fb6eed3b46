import type { GameResult } from '@/lib/domain/players/game-log'
import { lineupNames } from './lineup-names'
import { LINEUP_POSITIONS } from './lineup-positions'
import type { GameLineup, Throws } from './lineups'

/**
 * The season's lineups as the page sends them to the browser: a row per game as a short array,
 * the nine starters one string of base-36 indexes into one list of players (`width` characters
 * each: 1 up to 36 players, else 2; named as a lineup box names them, lineup-names.ts), the nine
 * positions one string of scorer's digits (1 投 … 9 右, D 指, - unknown). The opponent is read
 * from the game id (read-lineups.ts, which reads the rows back in the browser). Objects would spell their keys 1,287 times over, and an array of
 * nine numbers is half as long again as the string.
 */
export type SentGame = [gameId: string, result: GameResult, opposingThrows: Throws | '-', starters: string, positions: string]
export type SentLineups = { players: [id: string, name: string][]; width: 1 | 2; games: SentGame[] }

const CODES = '123456789D'

/** @example sendLineups(games, names).games[0] // ['20250328-g-db-01', '勝', 'R', '012345678', '8693752D4'] (中遊右一左三捕指二) */
export function sendLineups(games: readonly GameLineup[], names: Readonly<Record<string, string>>): SentLineups {
  const shown = lineupNames(names)
  const index = new Map<string, number>()
  const players: SentLineups['players'] = []
  const indexOf = (id: string) => {
    const known = index.get(id)
    if (known !== undefined) return known
    index.set(id, players.length)
    players.push([id, shown[id] ?? id])
    return players.length - 1
  }
  for (const game of games) for (const slot of game.slots) indexOf(slot.playerId)
  const width = players.length <= 36 ? 1 : 2
  return {
    players,
    width,
    games: games.map((game) => [
      game.gameId,
      game.result,
      game.opposingThrows ?? '-',
      game.slots.map((slot) => indexOf(slot.playerId).toString(36).padStart(width, '0')).join(''),
      game.slots.map((slot) => (slot.position === null ? '-' : CODES[LINEUP_POSITIONS.indexOf(slot.position)])).join(''),
    ]),
  }
}
