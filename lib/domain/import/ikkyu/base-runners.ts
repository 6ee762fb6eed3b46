import type { CanonicalPa, CanonicalRunnerEvent, CanonicalRunScored } from '@/lib/domain/canonical-game'
import type { PaResult, RunnerEventType } from '@/lib/domain/events'
import type { Side } from './roster'
import { battingSide, stealingBase, type RunnerStep, type Step } from './steps'
import { runnersOn } from '@/lib/domain/bases'

/** A runner: who he is, and (tracked apart, Rule 9.16(g)) which pitcher answers for his base. */
type Occupant = { runnerId: string; charge: { pitcherId: string; misplay: boolean } }
/** First, second, third. */
type Bases = (Occupant | null)[]

const BASE_NUMBERS = [1, 2, 3] as const

/** A pinch runner who took over, after PA `afterSeq`, from whichever of `replaces` is on base. */
export type PinchRunner = { afterSeq: number; runnerId: string; replaces: readonly string[] }

export type RunnerContext = {
  findByName: (name: string, side: Side) => string | null
  catcherAt: (seq: number, fieldingSide: Side) => string | null
  pinchRunners: readonly PinchRunner[]
}

const UNKNOWN = 'unknown'
const MISPLAY: ReadonlySet<PaResult> = new Set(['ROE', 'INT'])
const BATTER_OUT: ReadonlySet<PaResult> = new Set(['K', 'FO', 'LO', 'PO', 'SH', 'SF', 'TP'])

const afterBases = (mask: number) => ([3, 2, 1] as const).filter((base) => mask & (1 << (base - 1)))

/** Someone who may move on a play: a runner from his base, or the batter from home (0). */
type Mover = { occupant: Occupant; from: 0 | 1 | 2 | 3 }

/** Occupants lead runner first, with the base each stands on. */
const leadFirst = (bases: Bases): Mover[] => ([3, 2, 1] as const).flatMap((base) => {
  const occupant = bases[base - 1]
  return occupant ? [{ occupant, from: base }] : []
})

/**
 * Who is on which base through the game, so that wild pitches and balks can name their runners
 * and each run its scorer and charged pitcher. Runners never pass one another: the lead runners
 * score, the rest keep their order. Outs fall on the batter first when his result retires him (on
 * a ground ball only if first base is empty after it), otherwise on the trailing runners; charges
 * always leave from the newest end, so a batter safe on a force play inherits the runner's
 * pitcher. A runner the file names but we do not have on base is a pinch runner, put in the place
 * the steal came from. `anomalies` counts steps whose bases we could not square with the file.
 */
export function trackRunners(steps: readonly Step[], context: RunnerContext) {
  const runnerEvents: CanonicalRunnerEvent[] = []
  const runsScored: CanonicalRunScored[] = []
  let anomalies = 0
  let bases: Bases = [null, null, null]
  let half = ''

  const sync = (mask: number, pitcherId: string) => {
    bases = bases.map((occupant, index) => {
      const occupied = (mask & (1 << index)) !== 0
      if (occupied === (occupant !== null)) return occupant
      anomalies += 1
      return occupied ? { runnerId: UNKNOWN, charge: { pitcherId, misplay: false } } : null
    })
  }

  /** Moves the list (lead first, those who scored first) onto the bases after; returns the scorers. */
  const settle = (list: readonly Mover[], runs: number, mask: number, outsToRemove: readonly number[]) => {
    const charges = list.map((entry) => entry.occupant.charge)
    const kept = list.filter((_, index) => !outsToRemove.includes(index))
    charges.splice(charges.length - outsToRemove.length, outsToRemove.length)
    const targets = afterBases(mask)
    if (kept.length !== runs + targets.length) anomalies += 1
    const placed = kept.map((entry, index) => {
      const to: 0 | 1 | 2 | 3 | 4 = index < runs ? 4 : (targets[index - runs] ?? 0)
      return { ...entry, charge: charges[index] ?? entry.occupant.charge, to }
    })
    bases = [null, null, null]
    for (const entry of placed) if (entry.to >= 1 && entry.to <= 3) bases[entry.to - 1] = { runnerId: entry.occupant.runnerId, charge: entry.charge }
    return placed
  }

  const runnerStep = (step: RunnerStep) => {
    const side = battingSide(step.half)
    const fielding: Side = side === 'home' ? 'away' : 'home'
    const event = (type: RunnerEventType, runnerId: string, fromBase: 1 | 2 | 3, toBase: 0 | 2 | 3 | 4) => runnerEvents.push({
      paSeq: step.paSeq, pitchIndex: step.pitchIndex, type, runnerId, pitcherId: step.pitcherId,
      catcherId: context.catcherAt(step.paSeq, fielding), fromBase, toBase, inning: step.inning, half: step.half,
    })
    /** The occupant a name means; a name we do not have on base takes over the base the move came from. */
    const place = (name: string): 1 | 2 | 3 => {
      const id = context.findByName(name, side)
      const found = bases.findIndex((occupant) => occupant !== null && occupant.runnerId === id)
      if (found >= 0) return BASE_NUMBERS[found] ?? 1
      const mask = bases.reduce((bits, occupant, index) => (occupant ? bits | (1 << index) : bits), 0)
      const base = stealingBase(mask)
      const occupant = bases[base - 1]
      bases[base - 1] = { runnerId: id ?? occupant?.runnerId ?? UNKNOWN, charge: occupant?.charge ?? { pitcherId: step.pitcherId, misplay: false } }
      return base
    }
    let outs = step.outsAfter - step.outsBefore
    for (const name of step.moves.caught) {
      const base = place(name)
      event('CS', bases[base - 1]?.runnerId ?? UNKNOWN, base, 0)
      bases[base - 1] = null
      outs -= 1
    }
    if (outs > 0 && step.pickoffBase && bases[step.pickoffBase - 1]) {
      event('PO', bases[step.pickoffBase - 1]?.runnerId ?? UNKNOWN, step.pickoffBase, 0)
      bases[step.pickoffBase - 1] = null
    }
    const stealers = new Set(step.moves.steals.map((name) => bases[place(name) - 1]?.runnerId))
    const moving = step.moves.wildPitch ? 'WP' : step.moves.passedBall ? 'PB' : step.moves.balk ? 'BK' : null
    for (const entry of settle(leadFirst(bases), step.runs, step.basesAfter, [])) {
      if (entry.from === 0 || entry.to === 0 || entry.to === 1 || entry.to === entry.from) continue
      const type = stealers.has(entry.occupant.runnerId) ? 'SB' : moving
      if (type) event(type, entry.occupant.runnerId, entry.from, entry.to)
      if (entry.to === 4) runsScored.push({ paSeq: step.paSeq, runnerId: entry.occupant.runnerId, pitcherId: entry.charge.pitcherId, earned: !entry.charge.misplay, rbiBatterId: null })
    }
  }

  const paStep = (pa: CanonicalPa) => {
    const batter: Occupant = { runnerId: pa.batterId, charge: { pitcherId: pa.pitcherId, misplay: MISPLAY.has(pa.result) } }
    const list: Mover[] = [...leadFirst(bases), { occupant: batter, from: 0 }]
    const remaining = pa.outsAfter >= 3 ? 0 : runnersOn(pa.basesAfter)
    const outs = Math.max(0, list.length - pa.runs - remaining)
    const inPlay = list.length - pa.runs
    const batterOut = BATTER_OUT.has(pa.result) || ((pa.result === 'GO' || pa.result === 'DP') && !(pa.basesAfter & 1))
    const trailing = Array.from({ length: inPlay - 1 }, (_, index) => pa.runs + inPlay - 2 - index)
    const order = batterOut ? [list.length - 1, ...trailing] : [...trailing, list.length - 1]
    let batted = 0
    for (const entry of settle(list, pa.runs, pa.outsAfter >= 3 ? 0 : pa.basesAfter, order.slice(0, outs))) {
      if (entry.to !== 4) continue
      const rbi = batted++ < pa.rbi
      runsScored.push({ paSeq: pa.seq, runnerId: entry.occupant.runnerId, pitcherId: entry.charge.pitcherId, earned: !entry.charge.misplay, rbiBatterId: rbi ? pa.batterId : null })
    }
  }

  let pinchRunners = [...context.pinchRunners]
  for (const step of steps) {
    const at = step.kind === 'pa' ? step.pa : step
    const seq = step.kind === 'pa' ? step.pa.seq : step.paSeq
    if (`${at.inning}${at.half}` !== half) {
      half = `${at.inning}${at.half}`
      bases = [null, null, null]
    }
    for (const runner of pinchRunners.filter((pinch) => pinch.afterSeq < seq)) {
      const index = bases.findIndex((occupant) => occupant !== null && runner.replaces.includes(occupant.runnerId))
      const occupant = bases[index]
      if (occupant) bases[index] = { ...occupant, runnerId: runner.runnerId }
    }
    pinchRunners = pinchRunners.filter((pinch) => pinch.afterSeq >= seq)
    if (step.kind === 'runner') {
      sync(step.basesBefore, step.pitcherId)
      runnerStep(step)
    } else {
      sync(step.pa.basesBefore, step.pa.pitcherId)
      paStep(step.pa)
    }
  }
  return { runnerEvents, runsScored, anomalies }
}
