import type { SplitFilter } from '@/lib/domain/splits/split-filter'
import type { StatLineLevel } from '@/lib/schemas/stat-lines'

/** Splits that cut plate appearances (not whole games): a line under them holds only what a PA holds. */
const PA_SPLITS = ['hand', 'risp', 'count', 'inning'] as const satisfies readonly (keyof SplitFilter)[]
/** Splits a whole game falls in or out of. */
const GAME_SPLITS = ['site', 'month', 'from', 'to'] as const satisfies readonly (keyof SplitFilter)[]

/**
 * How a view's lines are counted (lib/schemas/stat-lines.ts): any PA split makes it `pa`, else
 * any game split `game`, else the season lines.
 *
 * @example statLineLevel({ month: 8, hand: 'L' }) // 'pa'
 * @example statLineLevel({ to: '2025-06-30' }) // 'game'
 */
export function statLineLevel(filter: SplitFilter): StatLineLevel {
  if (PA_SPLITS.some((key) => filter[key] !== undefined)) return 'pa'
  if (GAME_SPLITS.some((key) => filter[key] !== undefined)) return 'game'
  return 'season'
}

/**
 * A qualifying mark under a PA split: the games' mark times the share of the league's PAs the
 * split keeps, rounded half-up; the mark itself without a share. A split keeping 28 % of PAs
 * asks 28 % of 規定打席, so a regular keeps qualifying in every split he plays his share of.
 *
 * @example splitQualifier(443, 0.28) // 124.04 → 124
 * @example splitQualifier(443, null) // 443
 */
export function splitQualifier(mark: number, share: number | null): number {
  return share === null ? mark : Math.floor(mark * share + 0.5)
}
