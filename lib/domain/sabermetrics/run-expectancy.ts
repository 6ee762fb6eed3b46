import type { PaTransition } from '@/lib/domain/events'
import { BASE_OUT_STATES, baseOutIndex } from './base-out-state'

/** Mean runs from a base-out state to the end of the half-inning, with the sample it rests on. */
export type RunExpectancyCell = { outs: 0 | 1 | 2; bases: number; runsToEnd: number | null; sample: number }
/** 24 cells in BASE_OUT_STATES order (outs × 8 + bases). */
export type RunExpectancyMatrix = readonly RunExpectancyCell[]
/**
 * A cell as runExpectancyMatrix counts it: also the share of its PAs after which at least one run
 * scored before the half-inning ended (same sample). A separate type, so that a matrix read back
 * from the read model without it still serves re24().
 */
export type ScoredRunExpectancyCell = RunExpectancyCell & { scoringProbability: number | null }

/**
 * Whether a half-inning belongs in the run-expectancy sample: innings 1–8 only, and complete
 * (its last PA made the third out). Walk-off, extra and rain-shortened innings end before
 * three outs or play under different incentives, which biases the means (conventions page).
 */
export function isRunExpectancySample(halfInning: readonly PaTransition[]): boolean {
  const first = halfInning[0]
  const last = halfInning[halfInning.length - 1]
  return first !== undefined && last !== undefined && first.inning <= 8 && last.outsAfter === 3
}

/**
 * RE(bases, outs) = mean runs from that state to the end of the half-inning, over complete
 * half-innings of innings 1–8 (conventions page; Tango, Lichtman & Dolphin, "The Book", ch. 1).
 * Input is grouped by half-inning, each in PA order, so boundaries are never guessed. Runs that
 * score between PAs (wild pitch, steal of home) are not in `runsOnPlay` and so not counted.
 * The scoring probability P(≥1 run) is the share of the same PAs with any run still to come
 * (this PA's included): the "Run Frequency" matrix of "The Book".
 *
 * @example a half-inning out, single, 2-run HR, K, out → RE(1 out, empty) gets the 2 runs that followed
 */
export function runExpectancyMatrix(halfInnings: readonly (readonly PaTransition[])[]): readonly ScoredRunExpectancyCell[] {
  const runs = BASE_OUT_STATES.map(() => 0)
  const scored = BASE_OUT_STATES.map(() => 0)
  const samples = BASE_OUT_STATES.map(() => 0)
  for (const halfInning of halfInnings) {
    if (!isRunExpectancySample(halfInning)) continue
    let remaining = halfInning.reduce((sum, pa) => sum + pa.runsOnPlay, 0)
    for (const pa of halfInning) {
      const index = baseOutIndex(pa.outsBefore, pa.basesBefore)
      if (index !== null) {
        runs[index] = (runs[index] ?? 0) + remaining
        scored[index] = (scored[index] ?? 0) + (remaining > 0 ? 1 : 0)
        samples[index] = (samples[index] ?? 0) + 1
      }
      remaining -= pa.runsOnPlay
    }
  }
  return BASE_OUT_STATES.map((state, index) => {
    const sample = samples[index] ?? 0
    const share = (total: number[]) => (sample > 0 ? (total[index] ?? 0) / sample : null)
    return { ...state, runsToEnd: share(runs), scoringProbability: share(scored), sample }
  })
}

/** RE of a state; the third out ends the half-inning, so RE(3 outs) = 0. null if never observed. */
export function runExpectancy(matrix: RunExpectancyMatrix, state: { outs: number; bases: number }): number | null {
  if (state.outs === 3) return 0
  const index = baseOutIndex(state.outs, state.bases)
  return index === null ? null : (matrix[index]?.runsToEnd ?? null)
}

/**
 * RE24 of a PA = RE(end) − RE(start) + runs on the play (conventions page; "The Book").
 *
 * @example re24 of a solo HR with nobody on, 0 out: RE(0,empty) − RE(0,empty) + 1 = 1
 */
export function re24({
  before,
  after,
  runsOnPlay,
  matrix,
}: {
  before: { outs: number; bases: number }
  after: { outs: number; bases: number }
  runsOnPlay: number
  matrix: RunExpectancyMatrix
}): number | null {
  const start = runExpectancy(matrix, before)
  const end = runExpectancy(matrix, after)
  return start === null || end === null ? null : end - start + runsOnPlay
}
