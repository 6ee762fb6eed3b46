import type { CanonicalRunScored } from '@/lib/domain/canonical-game'

/** A box-score batting line as far as runs go: who, in which slot (empty for a substitute), how many runs. */
export type BoxRunLine = { playerId: string; order: number | null; runs: number }

/** Each box line's batting slot: a substitute is listed under the player whose slot he took. */
function slots(lines: readonly BoxRunLine[]): Map<string, number> {
  const slotOf = new Map<string, number>()
  let current = 0
  for (const line of lines) {
    if (line.order !== null) current = line.order
    if (!slotOf.has(line.playerId)) slotOf.set(line.playerId, current)
  }
  return slotOf
}

/**
 * Who scored is the box score's word where the file has one (2025 on): the play-by-play does not
 * name pinch runners, so a run the bases gave to the player a pinch runner replaced moves to the
 * runner. A run moves only from a player credited with more than the box gives him to one credited
 * with fewer, preferring one who batted in the same slot; the order of runs and their charges stay.
 */
export function applyBoxRuns(runs: readonly CanonicalRunScored[], lines: readonly BoxRunLine[], ownRun: (run: CanonicalRunScored) => boolean): CanonicalRunScored[] {
  if (lines.length === 0) return [...runs]
  const wanted = new Map<string, number>()
  for (const line of lines) wanted.set(line.playerId, (wanted.get(line.playerId) ?? 0) + line.runs)
  const credited = new Map<string, number>()
  for (const run of runs) if (ownRun(run)) credited.set(run.runnerId, (credited.get(run.runnerId) ?? 0) + 1)
  const short = () => [...wanted.entries()].filter(([id, count]) => (credited.get(id) ?? 0) < count).map(([id]) => id)
  const slotOf = slots(lines)
  // A pinch runner scores after the player he replaced, so the latest of a player's runs move first.
  return [...runs].reverse().map((run) => {
    if (!ownRun(run) || (credited.get(run.runnerId) ?? 0) <= (wanted.get(run.runnerId) ?? 0)) return run
    const candidates = short()
    const to = candidates.find((id) => slotOf.get(id) === slotOf.get(run.runnerId)) ?? candidates[0]
    if (to === undefined) return run
    credited.set(run.runnerId, (credited.get(run.runnerId) ?? 0) - 1)
    credited.set(to, (credited.get(to) ?? 0) + 1)
    return { ...run, runnerId: to }
  }).reverse()
}
