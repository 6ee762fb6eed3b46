import type { InningRuns } from '@/lib/domain/games/line-score'
import { rate } from '@/lib/domain/stats/rate'
import type { TeamGame } from './team-games'

/** Innings 1–9, then one slot for every extra inning together (延長). */
export const INNING_SLOTS = 10

/**
 * A line's runs in the ten slots. A half not played ('x', stored as null: the home club leading
 * after the top of the 9th, or a game called) scored nothing.
 *
 * @example inningSlots([0, 1, 0, 0, 2, 0, 0, 0, 0, 0, 3]) // [0, 1, 0, 0, 2, 0, 0, 0, 0, 3]
 */
export function inningSlots(line: InningRuns): number[] {
  const slots = Array.from({ length: INNING_SLOTS }, () => 0)
  line.forEach((runs, index) => {
    const slot = Math.min(index, INNING_SLOTS - 1)
    slots[slot] = (slots[slot] ?? 0) + (runs ?? 0)
  })
  return slots
}

/** Runs in each slot over some games, and per game (every game in the denominator, played that inning or not). */
export type RunsByInning = { scored: number[]; allowed: number[]; scoredPerGame: (number | null)[]; allowedPerGame: (number | null)[]; extraInningGames: number }

/** Runs scored and allowed by inning over a team's games, from their line scores. */
export function runsByInning(games: readonly TeamGame[]): RunsByInning {
  const scored = Array.from({ length: INNING_SLOTS }, () => 0)
  const allowed = Array.from({ length: INNING_SLOTS }, () => 0)
  const add = (into: number[], line: InningRuns) => inningSlots(line).forEach((runs, slot) => (into[slot] = (into[slot] ?? 0) + runs))
  for (const game of games) {
    add(scored, game.lineFor)
    add(allowed, game.lineAgainst)
  }
  const perGame = (runs: number[]) => runs.map((value) => rate(value, games.length))
  return { scored, allowed, scoredPerGame: perGame(scored), allowedPerGame: perGame(allowed), extraInningGames: games.filter((game) => game.innings > 9).length }
}
