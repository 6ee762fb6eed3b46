import { BASE_OUT_STATES } from '@/lib/domain/sabermetrics/base-out-state'
import type { RunExpectancyMatrix } from '@/lib/domain/sabermetrics/run-expectancy'
import { toyTransitions } from '@/lib/domain/sabermetrics/toy-transitions'
import { buildTransitionModel } from '@/lib/domain/sabermetrics/transition-model'
import { baseOutLeverageTable, baseOutSwing } from './value-base-out-leverage'

// From every state: outs .7 (runners hold), singles .2 (runners up one base), solo-or-more homers .1.
const model = buildTransitionModel(toyTransitions({ outs: 7, singles: 2, homers: 1 }))
/** RE .5 everywhere but two outs: empty .1, first .2, loaded .5. */
const matrix: RunExpectancyMatrix = BASE_OUT_STATES.map((state) => ({
  ...state,
  runsToEnd: state.outs === 2 && state.bases === 0 ? 0.1 : state.outs === 2 && state.bases === 1 ? 0.2 : 0.5,
  sample: 100,
}))

test('swing from two outs, bases empty, worked by hand: .7·|0 − .1| + .2·|.2 − .1| + .1·|.1 − .1 + 1| = .19', () => {
  expect(baseOutSwing(model, matrix, { outs: 2, bases: 0 })).toBeCloseTo(0.19, 12)
})

test('swing from two outs, loaded: .7·|0 − .5| + .2·|.5 − .5 + 1| + .1·|.1 − .5 + 4| = .91', () => {
  expect(baseOutSwing(model, matrix, { outs: 2, bases: 7 })).toBeCloseTo(0.91, 12)
})

test('boLI divides by the mean swing of the PAs played: 3 PAs from empty and 1 from loaded → mean .37', () => {
  const starts = [...Array.from({ length: 3 }, () => ({ outsBefore: 2, basesBefore: 0 })), { outsBefore: 2, basesBefore: 7 }]
  const table = baseOutLeverageTable(model, matrix, starts)
  expect(table[16]).toBeCloseTo(0.19 / 0.37, 12)
  expect(table[23]).toBeCloseTo(0.91 / 0.37, 12)
  // The PAs played average exactly 1, as LI's do.
  const mean = starts.reduce((sum, start) => sum + (table[start.outsBefore * 8 + start.basesBefore] ?? Number.NaN), 0) / starts.length
  expect(mean).toBeCloseTo(1, 12)
})

test('a matrix that lacks the state gives no swing, and no PA with a swing gives no boLI', () => {
  expect(baseOutSwing(model, [], { outs: 0, bases: 0 })).toBeNull()
  expect(baseOutLeverageTable(model, [], [{ outsBefore: 0, basesBefore: 0 }]).every((value) => value === null)).toBe(true)
})
