import type { RunnerEventType } from '@/lib/domain/events'
import { runExpectancy, type RunExpectancyMatrix } from './run-expectancy'

/** One runner's move between plate appearances: toBase 0 = put out, 4 = scored. */
export type RunnerMove = { type: RunnerEventType; fromBase: number; toBase: number }
type State = { outs: number; bases: number }

/**
 * The runner events of one PA in progress. `before` is the state the previous PA left (null when
 * it cannot be known); `moves` are grouped by pitch, in order (a source without pitch order gives
 * one group); `after` is the PA's own starting state, which the moves must lead to (null when no
 * PA followed in the half-inning: the third out was made on the bases).
 */
export type RunnerPlay = { before: State | null; pitches: readonly (readonly RunnerMove[])[]; after: State | null }

export type StealRunValue = { runValue: number | null; count: number }
/** Mean run value of a stolen base and of a caught stealing, and how many of them could not be valued. */
export type StealRunValues = { SB: StealRunValue; CS: StealRunValue; excluded: number }

const bit = (base: number) => 1 << (base - 1)
const isSteal = (move: RunnerMove): move is RunnerMove & { type: 'SB' | 'CS' } => move.type === 'SB' || move.type === 'CS'

/**
 * The state after one pitch's moves, all at once: a move that starts where an earlier one of the
 * pitch ended continues it (the same runner, or one taking the base he left — the bases end the
 * same), so chained advances need no runner ids. null when a move starts from an empty base or
 * lands on an occupied one: the recorded states do not fit together.
 */
export function applyPitchMoves(state: State, moves: readonly RunnerMove[]): (State & { runs: number }) | null {
  const net: Array<{ from: number; to: number }> = []
  for (const move of moves) {
    const chained = net.find((leg) => leg.to === move.fromBase && leg.to >= 1 && leg.to <= 3)
    if (chained) chained.to = move.toBase
    else net.push({ from: move.fromBase, to: move.toBase })
  }
  let bases = state.bases
  for (const { from } of net) {
    if (from < 1 || from > 3 || (bases & bit(from)) === 0) return null
    bases &= ~bit(from)
  }
  let outs = state.outs
  let runs = 0
  for (const { to } of net) {
    if (to === 0) outs += 1
    else if (to === 4) runs += 1
    else if (to < 1 || to > 4 || (bases & bit(to)) !== 0) return null
    else bases |= bit(to)
  }
  return outs > 3 ? null : { outs, bases, runs }
}

/**
 * Run value of a stolen base and a caught stealing: the mean of RE(after) − RE(before) + runs
 * over the events (Tango, Lichtman & Dolphin, "The Book"; conventions page, the RE24 of a runner
 * event). A steal is valued only when it is the only move on its pitch, so that the change is its
 * own (not a double steal, not a wild pitch on the same pitch), and only in a play whose moves
 * lead from the previous PA's end to the next PA's start; the rest are counted in `excluded`.
 *
 * @example RE(0 out, 1B) .85, RE(0 out, 2B) 1.10: a steal of second with nobody out is worth +.25;
 *          caught, RE(1 out, empty) .25: −.60
 */
export function stealRunValues(plays: readonly RunnerPlay[], matrix: RunExpectancyMatrix): StealRunValues {
  const sums = { SB: { total: 0, count: 0 }, CS: { total: 0, count: 0 } }
  let excluded = 0
  for (const play of plays) {
    const steals = play.pitches.reduce((sum, moves) => sum + moves.filter(isSteal).length, 0)
    if (steals === 0) continue
    const valued: Array<{ type: 'SB' | 'CS'; value: number }> = []
    let state: State | null = play.before
    for (const moves of play.pitches) {
      if (state === null) break
      const next: (State & { runs: number }) | null = applyPitchMoves(state, moves)
      const [only] = moves
      if (next && moves.length === 1 && only && isSteal(only)) {
        const start = runExpectancy(matrix, state)
        const end = runExpectancy(matrix, next)
        if (start !== null && end !== null) valued.push({ type: only.type, value: end - start + next.runs })
      }
      state = next
    }
    const fits = state !== null && (play.after === null || (state.outs === play.after.outs && state.bases === play.after.bases))
    if (!fits) {
      excluded += steals
      continue
    }
    excluded += steals - valued.length
    for (const { type, value } of valued) {
      sums[type].total += value
      sums[type].count += 1
    }
  }
  const mean = ({ total, count }: { total: number; count: number }): StealRunValue => ({ runValue: count > 0 ? total / count : null, count })
  return { SB: mean(sums.SB), CS: mean(sums.CS), excluded }
}
