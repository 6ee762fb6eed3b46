import { BASE_OUT_STATES } from './base-out-state'
import type { RunExpectancyMatrix } from './run-expectancy'
import { applyPitchMoves, stealRunValues, type RunnerMove, type RunnerPlay } from './steal-run-values'

// A toy matrix: the cells the examples use, by (outs, bases); others are 0.
const CELLS: Readonly<Record<string, number>> = { '0,1': 0.85, '0,2': 1.1, '0,4': 1.35, '0,6': 2.0, '1,0': 0.25, '1,2': 0.7, '2,1': 0.22, '2,0': 0.1 }
const matrix: RunExpectancyMatrix = BASE_OUT_STATES.map((state) => ({ ...state, runsToEnd: CELLS[`${state.outs},${state.bases}`] ?? 0, sample: 100 }))

const SB = (fromBase: number, toBase = fromBase + 1): RunnerMove => ({ type: 'SB', fromBase, toBase })
const CS = (fromBase: number): RunnerMove => ({ type: 'CS', fromBase, toBase: 0 })
const WP = (fromBase: number): RunnerMove => ({ type: 'WP', fromBase, toBase: fromBase + 1 })
const play = (before: RunnerPlay['before'], pitches: RunnerMove[][], after: RunnerPlay['after']): RunnerPlay => ({ before, pitches, after })

test('"The Book": a steal of second with nobody out is RE(0, 2B) − RE(0, 1B) = 1.10 − .85 = +.25; caught, .25 − .85 = −.60', () => {
  const values = stealRunValues(
    [play({ outs: 0, bases: 1 }, [[SB(1)]], { outs: 0, bases: 2 }), play({ outs: 0, bases: 1 }, [[CS(1)]], { outs: 1, bases: 0 })],
    matrix,
  )
  expect(values.SB.runValue).toBeCloseTo(0.25, 12)
  expect(values.CS.runValue).toBeCloseTo(-0.6, 12)
  expect([values.SB.count, values.CS.count, values.excluded]).toEqual([1, 1, 0])
})

test('the means average every valued event; a caught stealing for the third out ends at RE 0', () => {
  const values = stealRunValues(
    [
      play({ outs: 0, bases: 1 }, [[SB(1)]], { outs: 0, bases: 2 }),
      play({ outs: 0, bases: 2 }, [[SB(2)]], { outs: 0, bases: 4 }),
      // Two out, runner on first, thrown out: 0 − .22 = −.22; no PA follows in the half-inning.
      play({ outs: 2, bases: 1 }, [[CS(1)]], null),
    ],
    matrix,
  )
  // (.25 + (1.35 − 1.10)) / 2 = .25
  expect(values.SB).toEqual({ runValue: expect.closeTo(0.25, 12), count: 2 })
  expect(values.CS).toEqual({ runValue: expect.closeTo(-0.22, 12), count: 1 })
})

test('an earlier pitch’s wild pitch moves the runner first: the steal is valued from where it started', () => {
  // WP 1→2 on one pitch, then SB 2→3 on the next: RE(0, 3B) − RE(0, 2B) = 1.35 − 1.10 = .25
  const values = stealRunValues([play({ outs: 0, bases: 1 }, [[WP(1)], [SB(2)]], { outs: 0, bases: 4 })], matrix)
  expect(values.SB).toEqual({ runValue: expect.closeTo(0.25, 12), count: 1 })
})

test('a steal of home counts the run: RE(1, empty) − RE(1, 3B) + 1', () => {
  const values = stealRunValues([play({ outs: 1, bases: 4 }, [[SB(3, 4)]], { outs: 1, bases: 0 })], matrix)
  expect(values.SB.runValue).toBeCloseTo(0.25 - 0 + 1, 12)
})

test('left out and counted: a double steal, a steal on a wild pitch’s pitch, states that do not fit, an unknown start', () => {
  const values = stealRunValues(
    [
      play({ outs: 0, bases: 3 }, [[SB(2), SB(1)]], { outs: 0, bases: 6 }),
      play({ outs: 0, bases: 5 }, [[SB(1), WP(3)]], { outs: 0, bases: 2 }),
      // The runner was on second, not first: the record does not fit, so neither event is used.
      play({ outs: 0, bases: 2 }, [[SB(1)], [CS(2)]], { outs: 1, bases: 0 }),
      // The moves fit but do not lead to the next PA's start.
      play({ outs: 0, bases: 1 }, [[SB(1)]], { outs: 0, bases: 4 }),
      play(null, [[SB(1)]], { outs: 0, bases: 2 }),
    ],
    matrix,
  )
  expect(values).toEqual({ SB: { runValue: null, count: 0 }, CS: { runValue: null, count: 0 }, excluded: 7 })
})

test('one pitch’s moves apply together: chained advances need no runner ids, in either order', () => {
  // Runners on second and third, a wild pitch: the runner from third scores, the other takes third.
  expect(applyPitchMoves({ outs: 1, bases: 6 }, [WP(3), WP(2)])).toEqual({ outs: 1, bases: 4, runs: 1 })
  expect(applyPitchMoves({ outs: 1, bases: 6 }, [WP(2), WP(3)])).toEqual({ outs: 1, bases: 4, runs: 1 })
  // First and second, a double steal listed trailing runner first.
  expect(applyPitchMoves({ outs: 0, bases: 3 }, [SB(1), SB(2)])).toEqual({ outs: 0, bases: 6, runs: 0 })
  expect(applyPitchMoves({ outs: 0, bases: 0 }, [SB(1)])).toBeNull()
  expect(applyPitchMoves({ outs: 0, bases: 3 }, [SB(1)])).toBeNull()
})
