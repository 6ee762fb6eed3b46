import type { CanonicalPa } from '@/lib/domain/canonical-game'
import { consume, inferGapResult } from './gap-inference'
import type { IkkyuRecord, Score } from './records'
import type { SequenceContext } from './sequence'
import { battingSide, outsOnEntry, rbiFor, scoreBefore, type InferredPa } from './steps'

export type SequenceState = { outs: number; bases: number; score: Score }

type LostPa = {
  /** The entry the PA was cut at (or whose result text could not be read). */
  record: IkkyuRecord
  next: IkkyuRecord | undefined
  /** Outs, bases and score once the cut's runner move is done. */
  state: SequenceState
  base: Pick<CanonicalPa, 'seq' | 'inning' | 'half' | 'batterId' | 'pitcherId' | 'battingOrder' | 'pitches'>
  walkOff: boolean
  endScore: Score
}

/**
 * A PA the file lacks, spanning the state after the cut and the state the next entry starts
 * from: the outs before the next entry are its own outs less those its play makes, its score
 * less its 「＋N点」; at the end of a half the line score closes it at three outs. The result is
 * inferred from those states and the batter's remaining box line (gap-inference.ts).
 */
export function rebuildLostPa({ record, next, state, base, walkOff, endScore }: LostPa, context: SequenceContext): { pa: CanonicalPa; inferred: InferredPa; state: SequenceState } {
  const side = battingSide(record.half)
  const fielding = side === 'away' ? 'home' : 'away'
  const unreadable = record.summary.kind === 'unknown' ? record.summary.text : null
  const outsAfter = unreadable !== null ? record.outsAfter : next ? Math.min(3, Math.max(state.outs, next.outsAfter - outsOnEntry(next))) : walkOff ? state.outs : 3
  const scoreAfter = unreadable !== null ? record.scoreAfter : next ? scoreBefore(next) : endScore
  const basesAfter = next ? next.basesBefore : walkOff ? (record.basesAfterText ?? 0) : 0
  const runs = Math.max(0, scoreAfter[side] - state.score[side])
  const guess = inferGapResult(
    { outs: outsAfter - state.outs, runs, basesBefore: state.bases, basesAfter, spareError: context.spareErrors[fielding] > 0 },
    context.remainders.get(record.batterId),
  )
  consume(context.remainders, record.batterId, guess.result)
  if (guess.result === 'ROE') context.spareErrors[fielding] -= 1
  const basis = unreadable !== null ? `unreadable result "${unreadable}"; ${guess.basis}` : guess.basis
  return {
    pa: {
      ...base, outsBefore: state.outs, basesBefore: state.bases, awayScoreBefore: state.score.away, homeScoreBefore: state.score.home,
      result: guess.result, battedBall: null, direction: null, fielder: null, outsAfter, basesAfter, runs, rbi: rbiFor(guess.result, runs),
      balls: null, strikes: null,
    },
    inferred: { seq: base.seq, batterId: record.batterId, result: guess.result, basis },
    state: { outs: outsAfter, bases: basesAfter, score: { ...state.score, [side]: state.score[side] + runs } },
  }
}
