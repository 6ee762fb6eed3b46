import type { CanonicalPitcherBox } from '@/lib/domain/canonical-game'
import type { PaResult } from '@/lib/domain/events'
import type { NpbPitchingLine } from './game-schema'
import type { ImportedStep } from './play-sequence'

/** Results on which no runner moves unless something the text does not name happened (a wild pitch, a balk). */
const RUNNERS_HOLD: ReadonlySet<PaResult> = new Set(['K', 'PO', 'LO'])
const FORCE_ONLY: ReadonlySet<PaResult> = new Set(['BB', 'IBB', 'HBP'])

/** Where runners stand after the batter is awarded first base and only forced runners move. */
export function forcedBases(bases: number): number {
  if (!(bases & 1)) return bases | 1
  if (!(bases & 2)) return bases | 3
  return 7
}

/** Steps on which a runner moved up with nothing in the text to move him: the candidates for a wild pitch or balk. */
export function unexplainedAdvances(steps: readonly ImportedStep[]): ImportedStep[] {
  return steps.filter((step, index) => {
    if (step.kind !== 'pa' || step.outsAfter >= 3) return false
    if (steps[index + 1]?.kind === 'runner' && steps[index + 1]?.seq === step.seq) return false
    const expected = RUNNERS_HOLD.has(step.result) ? step.basesBefore : FORCE_ONLY.has(step.result) ? forcedBases(step.basesBefore) : null
    return expected !== null && (step.basesAfter !== expected || step.runsOnPlay > 0)
  })
}

type TeamBox = { wildPitches: number; balks: number }

/**
 * Wild pitches and balks per pitcher. npb.jp's play-by-play does not record them; the box does —
 * per pitcher where the file has pitching lines (2025 on), per club otherwise (2024). A club's
 * count goes to its only pitcher when he pitched the whole game; with several, to the pitchers on
 * whose batters a runner moved up unexplained, in order, and what is left to the one who faced
 * the most batters. That split is an estimate, which the verification reports line by line.
 */
export function pitcherBox(
  lines: readonly NpbPitchingLine[],
  team: TeamBox | null,
  pitchers: readonly string[],
  steps: readonly ImportedStep[],
): CanonicalPitcherBox[] {
  if (lines.length > 0) return lines.map((line) => ({ pitcherId: line.player.id, wildPitches: line.wildPitches, balks: line.balks }))
  if (!team || pitchers.length === 0) return []
  const counts = new Map(pitchers.map((id) => [id, { pitcherId: id, wildPitches: 0, balks: 0 }]))
  const own = steps.filter((step) => step.pitcherId !== null && counts.has(step.pitcherId))
  const faced = new Map<string, number>()
  for (const step of own) if (step.kind === 'pa' && step.pitcherId !== null) faced.set(step.pitcherId, (faced.get(step.pitcherId) ?? 0) + 1)
  const workhorse = [...pitchers].sort((a, b) => (faced.get(b) ?? 0) - (faced.get(a) ?? 0))[0] ?? pitchers[0] ?? ''
  const candidates = unexplainedAdvances(own).map((step) => step.pitcherId ?? workhorse)
  const award = (kind: 'wildPitches' | 'balks', count: number) => {
    for (let i = 0; i < count; i++) {
      const id = candidates.shift() ?? workhorse
      const line = counts.get(id)
      if (line) line[kind] += 1
    }
  }
  award('wildPitches', team.wildPitches)
  award('balks', team.balks)
  return [...counts.values()].filter((line) => line.wildPitches > 0 || line.balks > 0)
}
