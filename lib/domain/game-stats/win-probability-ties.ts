import { rate } from '@/lib/domain/stats/rate'

/**
 * The model's chance that a game is level after nine innings. A game can only end tied by reaching
 * the top of the 10th level, and the chain has no memory, so
 * P(tie from the first pitch) = P(level after 9) × P(tie from the first pitch of the 10th, level);
 * both factors on the right are cells of the stored table. Null when the second is 0.
 *
 * @example tiedAfterRegulation({ tieAtFirstPitch: 0.0288, tieAtExtraStart: 0.25 }) // 0.1152
 */
export function tiedAfterRegulation({ tieAtFirstPitch, tieAtExtraStart }: { tieAtFirstPitch: number; tieAtExtraStart: number }): number | null {
  return rate(tieAtFirstPitch, tieAtExtraStart)
}
