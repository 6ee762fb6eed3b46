import type { CanonicalRunScored } from '@/lib/domain/canonical-game'
import type { NpbPitchingLine } from './game-schema'

/**
 * Earned or not is the official scorer's judgement: he replays the inning without the errors,
 * runners advancing only as far as they would have, which the play-by-play cannot show. Where the
 * game file carries the box lines (2025 on), each pitcher's earned runs are the scorer's count; his
 * runs keep the order they scored in and the first ones are marked earned, which leaves every
 * total right even if not which run it was.
 */
export function applyScorerEarnedRuns(runs: readonly CanonicalRunScored[], lines: readonly NpbPitchingLine[]): CanonicalRunScored[] {
  const remaining = new Map(lines.map((line) => [line.player.id, line.earnedRuns]))
  return runs.map((run) => {
    const left = remaining.get(run.pitcherId)
    if (left === undefined) return run
    remaining.set(run.pitcherId, left - 1)
    return { ...run, earned: left > 0 }
  })
}
