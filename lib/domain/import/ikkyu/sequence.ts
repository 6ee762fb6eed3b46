import type { CanonicalPitch } from '@/lib/domain/canonical-game'
import type { BoxCounts } from './gap-inference'
import { rebuildLostPa, type SequenceState } from './lost-pa'
import type { IkkyuRecord, Score } from './records'
import { basesAfterCut, battingSide, rbiFor, type InferredPa, type Step } from './steps'

export type SequenceContext = {
  /** Runs per inning as the scoreboard has them. */
  lineScore: { away: readonly (number | null)[]; home: readonly (number | null)[] }
  battingOrder: (playerId: string) => number | null
  /** Each batter's box line less his complete PAs; used up as lost PAs are rebuilt. */
  remainders: Map<string, BoxCounts>
  /** Errors in each fielding side's box that no PA of the file shows; used up likewise. */
  spareErrors: { away: number; home: number }
  homeWon: boolean
}

const sum = (runs: readonly (number | null)[], innings: number) => runs.slice(0, innings).reduce<number>((total, value) => total + (value ?? 0), 0)

function scoreAtEnd(line: SequenceContext['lineScore'], inning: number, half: 'top' | 'bottom'): Score {
  return { away: sum(line.away, inning), home: sum(line.home, half === 'top' ? inning - 1 : inning) }
}

function groupHalves(records: readonly IkkyuRecord[]): IkkyuRecord[][] {
  const halves: IkkyuRecord[][] = []
  records.forEach((record, index) => {
    const previous = records[index - 1]
    if (!previous || previous.inning !== record.inning || previous.half !== record.half) halves.push([])
    halves.at(-1)?.push(record)
  })
  return halves
}

/**
 * The file's entries as our PAs and runner steps, in order. Each entry's `count.out` is the outs
 * AFTER it while its runners are the bases BEFORE it, so a PA's outs before are the previous
 * entry's outs (0 to open a half), its bases after the next entry's runners (empty once three are
 * out), and its runs the rise in its batting side's score. An entry cut by a runner move becomes a
 * runner step; the rest of that PA, which the file lacks unless the same batter's entry follows,
 * becomes an inferred PA spanning the states either side (lost-pa.ts). A cut that made the third
 * out leaves the PA unfinished: its seq is used by the runner step alone.
 */
export function buildSequence(records: readonly IkkyuRecord[], context: SequenceContext): { steps: Step[]; inferred: InferredPa[] } {
  const steps: Step[] = []
  const inferred: InferredPa[] = []
  let seq = 0
  const halves = groupHalves(records)
  halves.forEach((half, halfIndex) => {
    const first = half[0]
    if (!first) return
    const side = battingSide(first.half)
    const lastHalf = halfIndex === halves.length - 1
    const endScore = scoreAtEnd(context.lineScore, first.inning, first.half)
    let state: SequenceState = { outs: 0, bases: first.basesBefore, score: first.half === 'top' ? scoreAtEnd(context.lineScore, first.inning - 1, 'bottom') : scoreAtEnd(context.lineScore, first.inning, 'top') }
    let carried: { batterId: string; seq: number; pitches: CanonicalPitch[] } | null = null
    half.forEach((record, index) => {
      const next = half[index + 1]
      const continued = carried?.batterId === record.batterId ? carried : null
      carried = null
      const paSeq = continued?.seq ?? ++seq
      const pitches = [...(continued?.pitches ?? []), ...record.pitches]
      const base = {
        seq: paSeq, inning: record.inning, half: record.half, batterId: record.batterId, pitcherId: record.pitcherId,
        battingOrder: context.battingOrder(record.batterId), outsBefore: state.outs, basesBefore: record.basesBefore,
        awayScoreBefore: state.score.away, homeScoreBefore: state.score.home,
      }
      if (record.summary.kind === 'pa') {
        const basesAfter = next ? next.basesBefore : record.outsAfter >= 3 ? 0 : (record.basesAfterText ?? 0)
        const runs = Math.max(0, record.scoreAfter[side] - state.score[side])
        const { result, battedBall, fielder } = record.summary
        steps.push({ kind: 'pa', pa: {
          ...base, result, battedBall, fielder, direction: record.direction, outsAfter: record.outsAfter, basesAfter,
          runs, rbi: rbiFor(result, runs), balls: Math.min(3, record.balls), strikes: Math.min(2, record.strikes), pitches,
        } })
        state = { outs: record.outsAfter, bases: basesAfter, score: record.scoreAfter }
        return
      }
      if (record.summary.kind === 'interrupted') {
        const basesAfter = basesAfterCut(record, state.outs)
        steps.push({
          kind: 'runner', paSeq, pitchIndex: Math.max(0, pitches.length - 1), inning: record.inning, half: record.half,
          pitcherId: record.pitcherId, moves: record.moves, pickoffBase: record.summary.pickoffBase,
          outsBefore: state.outs, basesBefore: record.basesBefore, outsAfter: record.outsAfter, basesAfter,
          runs: Math.max(0, record.scoreAfter[side] - state.score[side]),
        })
        state = { outs: record.outsAfter, bases: basesAfter, score: record.scoreAfter }
        if (record.outsAfter >= 3) return
        if (next?.batterId === record.batterId) {
          carried = { batterId: record.batterId, seq: paSeq, pitches }
          return
        }
      }
      // The rest of this PA is not in the file (or its text was unreadable): rebuild it from the states around it.
      const lost = rebuildLostPa({ record, next, state, base: { ...base, pitches }, walkOff: !next && lastHalf && record.half === 'bottom' && context.homeWon, endScore }, context)
      steps.push({ kind: 'pa', pa: lost.pa })
      inferred.push(lost.inferred)
      state = lost.state
    })
  })
  return { steps, inferred }
}
