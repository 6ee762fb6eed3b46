import { ikkyuPlayerId } from './roster'
import type { IkkyuBoxPitcher } from './schema'
import type { InferredPa, Step } from './steps'

const outsOf = (step: Step) => (step.kind === 'pa' ? step.pa.outsAfter - step.pa.outsBefore : step.outsAfter - step.outsBefore)
const pitcherOf = (step: Step) => (step.kind === 'pa' ? step.pa.pitcherId : step.pitcherId)

/**
 * A reliever can come in during a PA the file lost and finish it without the file ever showing
 * him. When the cut PA's pitcher is then credited with more outs than his box line and the
 * pitcher the box lists next with fewer, the lost PA was the reliever's.
 */
export function reassignGapPitchers(steps: readonly Step[], inferred: readonly InferredPa[], box: Record<'home' | 'away', readonly IkkyuBoxPitcher[]>): Step[] {
  const credited = new Map<string, number>()
  for (const step of steps) credited.set(pitcherOf(step), (credited.get(pitcherOf(step)) ?? 0) + outsOf(step))
  const gaps = new Set(inferred.map((pa) => pa.seq))
  return steps.map((step) => {
    if (step.kind !== 'pa' || !gaps.has(step.pa.seq)) return step
    const outs = outsOf(step)
    const lines = step.pa.half === 'top' ? box.home : box.away
    const at = lines.findIndex((line) => ikkyuPlayerId(line.player_id) === step.pa.pitcherId)
    const current = lines[at]
    const next = lines[at + 1]
    if (!current || !next || outs === 0) return step
    const nextId = ikkyuPlayerId(next.player_id)
    const surplus = (credited.get(step.pa.pitcherId) ?? 0) - current.outs
    const short = next.outs - (credited.get(nextId) ?? 0)
    if (surplus < outs || short < outs) return step
    credited.set(step.pa.pitcherId, (credited.get(step.pa.pitcherId) ?? 0) - outs)
    credited.set(nextId, (credited.get(nextId) ?? 0) + outs)
    return { kind: 'pa', pa: { ...step.pa, pitcherId: nextId } }
  })
}
