import { BASE_OUT_STATES } from './base-out-state'
import { runExpectancyByCount, winExpectancyByCount, meanByCount } from './count-expectancy'
import type { CountTransition } from './count-states'
import { COUNT_KEYS, type CountKey } from './count-values'
import type { RunExpectancyMatrix } from './run-expectancy'

const t = (count: CountKey, [outsAfter, basesAfter, runs]: [0 | 1 | 2 | 3, number, number], n = 1, outs: 0 | 1 | 2 = 0, bases = 0): CountTransition => ({ outs, bases, count, outsAfter, basesAfter, runs, n })

/** A matrix with RE(0, empty) .45, RE(0, 1st) .8, RE(1, empty) .25; the rest 0. */
const matrix: RunExpectancyMatrix = BASE_OUT_STATES.map((state) => ({
  ...state,
  runsToEnd: state.outs === 0 && state.bases === 0 ? 0.45 : state.outs === 0 && state.bases === 1 ? 0.8 : state.outs === 1 && state.bases === 0 ? 0.25 : 0,
  sample: 1,
}))

// From (0 out, empty): a single on 1-0 (0-0 → 1-0), an out on 0-1 (0-0 → 0-1), a solo HR on 1-1 (0-0 → 1-0 → 1-1).
const transitions = [
  t('0-0', [0, 1, 0]), t('1-0', [0, 1, 0]),
  t('0-0', [1, 0, 0]), t('0-1', [1, 0, 0]),
  t('0-0', [0, 0, 1]), t('1-0', [0, 0, 1]), t('1-1', [0, 0, 1]),
]
const cell = (cells: ReturnType<typeof meanByCount>, outs: number, bases: number, count: CountKey) => cells[(outs * 8 + bases) * 12 + COUNT_KEYS.indexOf(count)]

test('RE by count = Σ n·(runs + RE(after)) / Σ n over the PAs through the count (worked example)', () => {
  const cells = runExpectancyByCount(transitions, matrix)
  expect(cells).toHaveLength(24 * 12)
  // 0-0: (.8 + .25 + 1.45) / 3 = .8333…
  expect(cell(cells, 0, 0, '0-0')).toMatchObject({ count: '0-0', pas: 3 })
  expect(cell(cells, 0, 0, '0-0')?.value).toBeCloseTo(2.5 / 3, 12)
  // 1-0: the single and the HR, (.8 + 1.45) / 2 = 1.125; 0-1: the out, .25; 1-1: the HR, 1.45
  expect(cell(cells, 0, 0, '1-0')?.value).toBeCloseTo(1.125, 12)
  expect(cell(cells, 0, 0, '0-1')?.value).toBeCloseTo(0.25, 12)
  expect(cell(cells, 0, 0, '1-1')?.value).toBeCloseTo(1.45, 12)
  // A count nobody reached: no PAs, no value.
  expect(cell(cells, 0, 0, '3-2')).toEqual({ outs: 0, bases: 0, count: '3-2', pas: 0, value: null })
})

test('weights by n, ends at RE 0 on the third out, and leaves unknown after-states out of the mean but not out of the PAs', () => {
  const cells = runExpectancyByCount([t('0-0', [3, 0, 0], 3, 2, 0), t('0-0', [2, 1, 0], 1, 2, 0), t('0-0', [2, 9, 0], 5, 2, 0)], matrix)
  // Three outs (RE 0) ×3 and a walk to (2, 1st) whose RE is 0 here: 0 either way; the bad state counts as PAs only.
  expect(cell(cells, 2, 0, '0-0')).toEqual({ outs: 2, bases: 0, count: '0-0', pas: 9, value: 0 })
  const weighted = runExpectancyByCount([t('0-0', [0, 1, 0], 3), t('0-0', [1, 0, 0], 1)], matrix)
  // (3 × .8 + 1 × .25) / 4 = .6625
  expect(cell(weighted, 0, 0, '0-0')?.value).toBeCloseTo(0.6625, 12)
})

test('WE by count averages the home WE after each PA in the chosen situation (bottom 9th, tied)', () => {
  // The table: home WE .5 + diff/10 − outs/20 for live states.
  const lookup = ({ outs, scoreDiff }: { outs: number; scoreDiff: number }) => 0.5 + scoreDiff / 10 - outs / 20
  const cells = winExpectancyByCount(transitions, lookup, { inning: 9, half: 'bottom', scoreDiff: 0 })
  // 0-0: single → .5, out → .45, walk-off HR → 1: (.5 + .45 + 1) / 3 = .65
  expect(cell(cells, 0, 0, '0-0')?.value).toBeCloseTo(0.65, 12)
  // 1-1: only the walk-off: 1
  expect(cell(cells, 0, 0, '1-1')?.value).toBe(1)
})
