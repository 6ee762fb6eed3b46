import type { CanonicalPa } from '@/lib/domain/canonical-game'
import type { PaResult } from '@/lib/domain/events'
import type { RunnerMoves } from './runner-detail'
import type { IkkyuRecord, Score } from './records'
import { occupiedBases } from '@/lib/domain/bases'

/** Runners moving while a PA was still going on (steal, wild pitch, pickoff): the cut in a 一球速報 entry. */
export type RunnerStep = {
  kind: 'runner'
  paSeq: number
  /** The pitch it happened on, 0-based within the PA. */
  pitchIndex: number
  inning: number
  half: 'top' | 'bottom'
  pitcherId: string
  moves: RunnerMoves
  pickoffBase: 1 | 2 | 3 | null
  outsBefore: number
  basesBefore: number
  outsAfter: number
  basesAfter: number
  runs: number
}

export type PaStep = { kind: 'pa'; pa: CanonicalPa }

export type Step = PaStep | RunnerStep

/** A PA the file does not have, rebuilt from the states around it and the box. */
export type InferredPa = { seq: number; batterId: string; result: PaResult; basis: string }

/** Results on which no run batted in is credited. */
const NO_RBI: ReadonlySet<PaResult> = new Set(['K', 'KWP', 'DP', 'TP', 'ROE'])

export const rbiFor = (result: PaResult, runs: number) => (NO_RBI.has(result) ? 0 : runs)

export const battingSide = (half: 'top' | 'bottom') => (half === 'top' ? 'away' : 'home')

/** The score before an entry: its own score less the runs its play scored. */
export function scoreBefore(record: IkkyuRecord): Score {
  const side = battingSide(record.half)
  return { ...record.scoreAfter, [side]: Math.max(0, record.scoreAfter[side] - record.runs) }
}

/** Outs an entry's own play makes, for the outs before it when the entry before it is missing. */
export function outsOnEntry(record: IkkyuRecord): number {
  return record.summary.kind === 'pa' ? record.summary.outs : record.moves.caught.length
}


/** The base a named stealer left from: the lead runner with the next base open (home only when no other is). */
export function stealingBase(mask: number): 1 | 2 | 3 {
  const open = occupiedBases(mask).filter((base) => base < 3 && !(mask & (1 << base)))
  return open.at(-1) ?? occupiedBases(mask).at(-1) ?? 1
}

/** Bases after a cut whose text does not say: caught stealers and picked-off runners are gone, no one else moved. */
export function basesAfterCut(record: IkkyuRecord, outsBefore: number): number {
  if (record.basesAfterText !== null) return record.basesAfterText
  let mask = record.basesBefore
  let outs = record.outsAfter - outsBefore
  for (let caught = 0; caught < record.moves.caught.length && outs > 0; caught++, outs--) mask &= ~(1 << (stealingBase(mask) - 1))
  const pickoff = record.summary.kind === 'interrupted' ? record.summary.pickoffBase : null
  if (outs > 0 && pickoff) mask &= ~(1 << (pickoff - 1))
  return mask
}
