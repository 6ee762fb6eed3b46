import { NPB_RULES, type GameRules } from '@/lib/domain/sabermetrics/win-expectancy'

/** The map's columns: the home club's runs minus the visitors', −5…+5 (the stored table runs to ±10). */
export const MAP_SCORE_DIFFS: readonly number[] = Array.from({ length: 11 }, (_, index) => index - 5)

export type HalfInning = { inning: number; half: 'top' | 'bottom' }

/** The map's rows, 1回表…12回裏: every half-inning the 12-inning cap allows. */
export const MAP_HALF_INNINGS: readonly HalfInning[] = Array.from({ length: NPB_RULES.maxInnings }, (_, index) => index + 1).flatMap((inning) => [
  { inning, half: 'top' as const },
  { inning, half: 'bottom' as const },
])

/** @example halfInningLabel({ inning: 9, half: 'bottom' }) // '9回裏' */
export const halfInningLabel = ({ inning, half }: HalfInning): string => `${inning}回${half === 'top' ? '表' : '裏'}`

/**
 * What a cell of the map stands for. The model has a value for every cell, but some no game reaches:
 * - `over`: the home club leads in the bottom of the 9th or later — the game has ended (the bottom
 *   of the 9th is not played, or the run was a walk-off);
 * - `unreachable`: the home club leads in the top of the 1st (it has not batted) or in the top of an
 *   extra inning (extras start level and only the visitors bat in the top).
 */
export type CellKind = 'live' | 'over' | 'unreachable'

/**
 * @example cellKind({ inning: 9, half: 'bottom', scoreDiff: 1 }) // 'over'
 * @example cellKind({ inning: 10, half: 'top', scoreDiff: -1 }) // 'live'
 */
export function cellKind({ inning, half, scoreDiff }: HalfInning & { scoreDiff: number }, rules: GameRules = NPB_RULES): CellKind {
  if (scoreDiff <= 0) return 'live'
  if (half === 'bottom') return inning >= rules.regulationInnings ? 'over' : 'live'
  return inning === 1 || inning > rules.regulationInnings ? 'unreachable' : 'live'
}
