import type { PaResult } from '@/lib/domain/events'
import type { CanonicalRunScored } from '@/lib/domain/canonical-game'
import type { ImportedRunnerEvent, ImportedStep } from './play-sequence'
import { chooseOuts } from './runner-outs'
import { occupiedBases, runnersOn } from '@/lib/domain/bases'

/** A runner on base: who he is, which pitcher answers for him, and whether he reached through a misplay. */
type Occupant = { runnerId: string; pitcherId: string; misplay: boolean }

/** Results that retire the batter; on any other result he reached and the outs fell on runners. */
const BATTER_OUT: ReadonlySet<PaResult> = new Set(['K', 'GO', 'FO', 'LO', 'PO', 'SH', 'SF', 'DP', 'TP'])

/** Results after which no runner has to run: the batter never became a runner. */
const HOLD_ON_PLAY: ReadonlySet<PaResult> = new Set(['K', 'FO', 'LO', 'PO', 'SF'])

/**
 * Which runners the batter forced by running to first (runners lead first, by the base they
 * started on): those with every base behind them full. None when the bases are not known (all 0).
 */
function forcedByBatter(runnerStarts: readonly number[]): boolean[] {
  if (runnerStarts.every((start) => start === 0)) return runnerStarts.map(() => false)
  const occupied = new Set(runnerStarts)
  return runnerStarts.map((start) => Array.from({ length: start - 1 }, (_, i) => i + 1).every((behind) => occupied.has(behind)))
}

/** Reaching on an error or interference is an out the defence should have had (Rule 9.16(a)). */
const MISPLAY: ReadonlySet<PaResult> = new Set(['ROE', 'INT'])

/** A sacrifice with an error is still scored a sacrifice, but the batter reached and the out was missed. */
const SACRIFICES: ReadonlySet<PaResult> = new Set(['SH', 'SF'])

const UNKNOWN = 'unknown'

/** Removes `count` entries, trying the given indexes in order; returns what is left in order. */
function removeAt<T>(list: readonly T[], order: readonly number[], count: number): T[] {
  const drop = new Set(order.slice(0, Math.max(0, count)))
  return list.filter((_, index) => !drop.has(index))
}

/**
 * A runner event names its runner. When the bases hold someone else there, a pinch runner came in
 * unannounced (npb.jp never lists him): he takes that runner's place, and the charge stays.
 */
function withNamedRunner(ids: readonly Occupant[], step: ImportedRunnerEvent): Occupant[] {
  const named = step.runnerId
  if (!named || ids.some((occupant) => occupant.runnerId === named)) return [...ids]
  const occupied = occupiedBases(step.basesBefore).reverse()
  if (occupied.length !== ids.length) return [...ids]
  const at = step.fromBase === null ? (occupied.length === 1 ? 0 : -1) : occupied.indexOf(step.fromBase)
  return ids.map((occupant, index) => (index === at ? { ...occupant, runnerId: named } : occupant))
}

/**
 * The base each runner on the list stands on, lead first, read off the bases before the step; when
 * the list and the bases disagree (someone unseen), every start is 0 so that no choice is ruled out.
 */
function startBases(basesBefore: number, runners: number, oneCaught: boolean): number[] {
  const occupied = occupiedBases(basesBefore).reverse()
  if (occupied.length !== runners || oneCaught) return Array.from({ length: runners }, () => 0)
  return [...occupied]
}

/**
 * Which runner a play most likely retired: a forced runner, the trailing one first (the force at
 * second), before a runner who was not forced, the lead one first (thrown out at the plate).
 * Without known bases, trailing first.
 */
function outPreference(starts: readonly number[], trailingFirst: readonly number[], batted: boolean): number[] {
  if (!batted || starts.length < trailingFirst.length || starts.every((start) => start === 0)) return [...trailingFirst]
  const forced = forcedByBatter(starts)
  const leadFirst = [...trailingFirst].reverse()
  return [...trailingFirst.filter((index) => forced[index]), ...leadFirst.filter((index) => !forced[index])]
}

export type ChargedRuns = { runs: CanonicalRunScored[]; anomalies: number }

/**
 * Who scored, which pitcher each run is charged to and whether it was earned, from a game's
 * step sequence. Runners never pass one another, so the lead runners score first and the rest
 * keep their order on the bases. Identities and charges are kept apart: when a runner is put out
 * on a fielder's choice the batter takes his base, but the charge stays with the pitcher who put
 * the first runner on (Rule 9.16(g)), so outs remove charges from the newest end. A run is
 * unearned when its runner reached through a misplay, or when it scored after the inning would
 * have ended had the misplays been outs; a relief pitcher is not given the misplays that came
 * before he entered (Rule 9.16(i)). Errors the text does not name (a dropped foul, a bad throw
 * on a steal) cannot be seen, so their runs count as earned.
 */
export function chargeRuns(steps: readonly ImportedStep[]): ChargedRuns {
  const runs: CanonicalRunScored[] = []
  let anomalies = 0
  let ids: Occupant[] = []
  let charges: Occupant[] = []
  let half = ''
  let misplays = 0
  let misplaysAtEntry = new Map<string, number>()
  steps.forEach((step, index) => {
    const pitcherId = step.pitcherId ?? UNKNOWN
    if (`${step.inning}${step.half}` !== half) {
      half = `${step.inning}${step.half}`
      ids = []
      charges = []
      misplays = 0
      misplaysAtEntry = new Map([[pitcherId, 0]])
    }
    if (!misplaysAtEntry.has(pitcherId)) misplaysAtEntry.set(pitcherId, misplays)
    if (step.kind === 'runner') ids = withNamedRunner(ids, step)
    const isPa = step.kind === 'pa'
    const misplay = isPa && (MISPLAY.has(step.result) || (step.error && SACRIFICES.has(step.result)))
    const batter: Occupant | null = isPa ? { runnerId: step.batterId ?? UNKNOWN, pitcherId, misplay } : null
    if (misplay) misplays += 1
    let idList = batter ? [...ids, batter] : [...ids]
    let chargeList = batter ? [...charges, batter] : [...charges]
    // A caught or picked-off runner leaves from where he stood, not from the trailing end.
    if (step.kind === 'runner' && step.toBase === 0) {
      const at = Math.max(0, ids.findIndex((occupant) => occupant.runnerId === step.runnerId))
      idList = idList.filter((_, i) => i !== at)
      chargeList = chargeList.filter((_, i) => i !== at)
    }
    const scored = Math.max(0, step.runsOnPlay)
    const remaining = step.outsAfter >= 3 ? 0 : runnersOn(step.basesAfter)
    const missing = scored + remaining - idList.length
    if (missing > 0) {
      // Someone the sequence cannot see (a pinch runner's predecessor, a mis-keyed base): charge the pitcher on the mound.
      anomalies += 1
      const ghosts = Array.from({ length: missing }, () => ({ runnerId: UNKNOWN, pitcherId, misplay: false }))
      // With no batter to follow in the half, the run came after this play (a walk-off wild pitch, a
      // delayed steal of home the text leaves out): the runners already on scored it, lead first,
      // and whoever is unseen stands behind them, ahead of the batter.
      const after = !steps.slice(index + 1).some((next) => next.kind === 'pa' && `${next.inning}${next.half}` === half)
      const at = after ? ids.length : 0
      idList = [...idList.slice(0, at), ...ghosts, ...idList.slice(at)]
      chargeList = [...chargeList.slice(0, at), ...ghosts, ...chargeList.slice(at)]
    }
    const inPlay = idList.length - scored
    const outs = inPlay - remaining
    // Among those still in play the batter, if he did not score, is last; runners are removed trailing first.
    const batterIndex = batter && inPlay > 0 ? inPlay - 1 : -1
    const runnerCount = batterIndex >= 0 ? inPlay - 1 : inPlay
    const runnerIndexes = Array.from({ length: runnerCount }, (_, i) => runnerCount - 1 - i)
    const starts = startBases(step.basesBefore, idList.length - (batter ? 1 : 0), step.kind === 'runner' && step.toBase === 0)
    const runnerOrder = outPreference(starts.slice(scored), runnerIndexes, isPa)
    const idOrder = batter && isPa && BATTER_OUT.has(step.result) && !misplay ? [batterIndex, ...runnerOrder] : [...runnerOrder, batterIndex]
    const chargeOrder = Array.from({ length: inPlay }, (_, i) => inPlay - 1 - i)
    const rbiBatter = isPa && step.rbi > 0 ? step.batterId : null
    const playOuts = Math.max(0, step.outsAfter - step.outsBefore)
    idList.slice(0, scored).forEach((runner, order) => {
      const charged = chargeList[order] ?? runner
      const seen = misplays - (misplaysAtEntry.get(charged.pitcherId) ?? 0)
      // A run cannot score on the play that makes the third out: with the misplays as outs, this play's own outs may be it.
      const errorsAsOuts = misplaysAtEntry.has(charged.pitcherId) ? seen : misplays
      const earned = !charged.misplay && step.outsBefore + errorsAsOuts + (errorsAsOuts > 0 ? playOuts : 0) < 3
      runs.push({
        paSeq: step.seq,
        runnerId: runner.runnerId,
        pitcherId: charged.pitcherId,
        earned,
        rbiBatterId: isPa && order < step.rbi ? rbiBatter : null,
      })
    })
    const inPlayStarts = [...starts, ...(batter ? [0] : [])].slice(scored)
    const forced = isPa && !HOLD_ON_PLAY.has(step.result) ? [...forcedByBatter(starts.slice(scored)), false] : []
    const out = chooseOuts(inPlayStarts, step.outsAfter >= 3 ? 0 : step.basesAfter, outs, idOrder, forced)
    ids = idList.slice(scored).filter((_, i) => !out.has(i))
    charges = removeAt(chargeList.slice(scored), chargeOrder, outs)
    if (steps[index + 1] === undefined || step.outsAfter >= 3) {
      ids = []
      charges = []
    }
  })
  return { runs, anomalies }
}
