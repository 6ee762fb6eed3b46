import type { PlaySide } from './play-filter-fields'

/** Below this many PAs no one leads a situation, however rare it is (無死満塁 is about 1% of PAs). */
export const SITUATION_MINIMUM_FLOOR = 10

/**
 * The PAs a player needs to lead a situation: 規定打席 scaled by the situation's share of the
 * league's PAs, rounded up, and never under the floor — the same bar for batters and for pitchers
 * (batters faced), so a regular in the lineup or rotation qualifies in every situation.
 *
 * @example situationMinimum({ situationPa: 16000, totalPa: 64000, qualifyingPa: 443 }) // ⌈443 × 0.25⌉ = 111
 * @example situationMinimum({ situationPa: 600, totalPa: 64000, qualifyingPa: 443 }) // ⌈4.15⌉ = 5 → 10
 */
export function situationMinimum({ situationPa, totalPa, qualifyingPa }: { situationPa: number; totalPa: number; qualifyingPa: number }): number {
  if (totalPa <= 0) return SITUATION_MINIMUM_FLOOR
  // In integers where the product allows, so that an exact share lands on its whole number.
  return Math.max(SITUATION_MINIMUM_FLOOR, Math.ceil((qualifyingPa * situationPa) / totalPa))
}

export type LeaderCandidate = { player_id: string; name: string; pa: number; ops: number | null }

/**
 * The situation's top `count` among those who reached the minimum: batters by the highest OPS,
 * pitchers by the lowest OPS against; ties go to more PAs, then the player id (a stable order).
 */
export function situationLeaders<T extends LeaderCandidate>(candidates: readonly T[], side: PlaySide, minimum: number, count = 3): (T & { ops: number })[] {
  const sign = side === 'batting' ? -1 : 1
  return candidates
    .filter((candidate): candidate is T & { ops: number } => candidate.pa >= minimum && candidate.ops !== null)
    .sort((a, b) => sign * (a.ops - b.ops) || b.pa - a.pa || a.player_id.localeCompare(b.player_id))
    .slice(0, count)
}
