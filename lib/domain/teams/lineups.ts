import type { GameResult } from '@/lib/domain/players/game-log'
import type { LineupPosition } from './lineup-positions'
import type { TeamCode } from './teams'

export type Throws = 'R' | 'L'

/** The batting order's nine slots. */
export const SLOTS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const

/** One batting slot of a starting nine; `position` is null where the source gives none. */
export type LineupSlot = { playerId: string; position: LineupPosition | null }

/**
 * A club's game as its lineup page lists it: the starting nine in batting order (slot 1 first)
 * and the hand of the other club's starting pitcher (null where the data does not say).
 */
export type GameLineup = { gameId: string; opponent: TeamCode; result: GameResult; opposingThrows: Throws | null; slots: LineupSlot[] }

/** A lineup and the number of games it started. */
export type UsedLineup = { slots: LineupSlot[]; games: number }

/** `tied`: other lineups used as often as the most used one. */
export type LineupUsage = { games: number; distinct: number; mostUsed: UsedLineup | null; tied: number }

/** Lineups against right- and left-handed starters; `unknown` counts games whose starter's hand is not recorded. */
export type LineupsByThrows = { R: LineupUsage; L: LineupUsage; unknown: number }

/**
 * What makes two lineups the same: the same nine in the same order, each at the same position.
 *
 * @example lineupKey([{ playerId: '1', position: 'CF' }, { playerId: '2', position: 'SS' }]) // '1:CF 2:SS'
 */
export function lineupKey(slots: readonly LineupSlot[]): string {
  return slots.map((slot) => `${slot.playerId}:${slot.position ?? '-'}`).join(' ')
}

/**
 * How many different lineups the games used and which one most often. Games come in date order;
 * of lineups used equally often, the one used last wins, as the nearer to how the club lined up
 * by the end.
 */
export function lineupUsage(games: readonly Pick<GameLineup, 'slots'>[]): LineupUsage {
  type Entry = { slots: LineupSlot[]; games: number; last: number }
  const seen = new Map<string, Entry>()
  games.forEach((game, index) => {
    const key = lineupKey(game.slots)
    seen.set(key, { slots: seen.get(key)?.slots ?? game.slots, games: (seen.get(key)?.games ?? 0) + 1, last: index })
  })
  const entries = [...seen.values()]
  const best = entries.reduce<Entry | null>((top, entry) => (!top || entry.games > top.games || (entry.games === top.games && entry.last > top.last) ? entry : top), null)
  const tied = best ? entries.filter((entry) => entry.games === best.games).length - 1 : 0
  return { games: games.length, distinct: seen.size, mostUsed: best ? { slots: best.slots, games: best.games } : null, tied }
}

/** The usage of lineups against each hand of opposing starter. */
export function lineupsByThrows(games: readonly Pick<GameLineup, 'slots' | 'opposingThrows'>[]): LineupsByThrows {
  return {
    R: lineupUsage(games.filter((game) => game.opposingThrows === 'R')),
    L: lineupUsage(games.filter((game) => game.opposingThrows === 'L')),
    unknown: games.filter((game) => game.opposingThrows === null).length,
  }
}
