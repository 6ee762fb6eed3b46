import type { PaResult, PaTransition } from '@/lib/domain/events'
import { BASE_OUT_STATES } from './base-out-state'
import { isRunExpectancySample, re24, runExpectancy, runExpectancyMatrix, type RunExpectancyMatrix } from './run-expectancy'

function pa(inning: number, [outsBefore, basesBefore]: [number, number], [outsAfter, basesAfter]: [number, number], result: PaResult, runsOnPlay = 0): PaTransition {
  return { inning, half: 'top', outsBefore, basesBefore, outsAfter, basesAfter, runsOnPlay, result }
}

const scoring = [
  pa(1, [0, 0], [1, 0], 'GO'),
  pa(1, [1, 0], [1, 1], '1B'),
  pa(1, [1, 1], [1, 0], 'HR', 2),
  pa(1, [1, 0], [2, 0], 'K'),
  pa(1, [2, 0], [3, 0], 'FO'),
]
const scoreless = [pa(2, [0, 0], [0, 1], 'BB'), pa(2, [0, 1], [2, 0], 'DP'), pa(2, [2, 0], [3, 0], 'GO')]
const ninth = [pa(9, [0, 0], [0, 0], 'HR', 1), pa(9, [0, 0], [3, 0], 'TP')]
const unfinished = [pa(3, [0, 0], [1, 0], 'GO'), pa(3, [1, 0], [2, 0], 'GO')]

test('averages runs to the end of the half-inning per starting state, with sample sizes', () => {
  const matrix = runExpectancyMatrix([scoring, scoreless, ninth, unfinished])
  const cell = (outs: number, bases: number) => matrix[outs * 8 + bases]
  // (0 out, empty): 2 runs followed in the first inning, 0 in the second → 2/2 = 1
  // (0 out, empty): 2 runs followed in the first inning, 0 in the second → 2/2 = 1; one of two scored → .5
  expect(cell(0, 0)).toEqual({ outs: 0, bases: 0, runsToEnd: 1, scoringProbability: 0.5, sample: 2 })
  // (1 out, empty): 2 runs after the first visit, 0 after the strikeout's → 1
  expect(cell(1, 0)).toEqual({ outs: 1, bases: 0, runsToEnd: 1, scoringProbability: 0.5, sample: 2 })
  expect(cell(1, 1)).toEqual({ outs: 1, bases: 1, runsToEnd: 2, scoringProbability: 1, sample: 1 })
  expect(cell(2, 0)).toEqual({ outs: 2, bases: 0, runsToEnd: 0, scoringProbability: 0, sample: 2 })
  expect(cell(0, 1)?.runsToEnd).toBe(0)
  expect(cell(2, 7)).toEqual({ outs: 2, bases: 7, runsToEnd: null, scoringProbability: null, sample: 0 })
  expect(matrix).toHaveLength(24)
})

test('P(≥1 run) counts innings that scored at all, RE the runs ("The Book", run frequency vs run expectancy)', () => {
  // Three innings from (0 out, empty): a 3-run HR inning, a 1-run inning, a scoreless one.
  const bigInning = [
    pa(1, [0, 0], [0, 1], '1B'), pa(1, [0, 1], [0, 3], 'BB'), pa(1, [0, 3], [0, 0], 'HR', 3),
    pa(1, [0, 0], [1, 0], 'K'), pa(1, [1, 0], [2, 0], 'GO'), pa(1, [2, 0], [3, 0], 'FO'),
  ]
  const oneRun = [pa(2, [0, 0], [0, 4], '3B'), pa(2, [0, 4], [1, 0], 'SF', 1), pa(2, [1, 0], [2, 0], 'K'), pa(2, [2, 0], [3, 0], 'GO')]
  const nothing = [pa(3, [0, 0], [1, 0], 'GO'), pa(3, [1, 0], [2, 0], 'K'), pa(3, [2, 0], [3, 0], 'GO')]
  const matrix = runExpectancyMatrix([bigInning, oneRun, nothing])
  // (0, empty) starts four PAs: 3 and 1 runs to come, then 0 after the HR, 0 in the third → RE 4/4 = 1, P = 2/4
  expect(matrix[0]).toEqual({ outs: 0, bases: 0, runsToEnd: 1, scoringProbability: 0.5, sample: 4 })
  // (0, third) before the sacrifice fly: 1 run to come in 1 of 1 → RE 1, P 1
  expect(matrix[4]).toEqual({ outs: 0, bases: 4, runsToEnd: 1, scoringProbability: 1, sample: 1 })
  // The HR's own runs count for the state it started from: (0, 1st-2nd) → 3 runs, P 1
  expect(matrix[3]).toMatchObject({ runsToEnd: 3, scoringProbability: 1 })
  // Two outs, empty: three visits, no run ever followed
  expect(matrix[16]).toMatchObject({ runsToEnd: 0, scoringProbability: 0, sample: 3 })
})

test('uses only complete half-innings of innings 1–8', () => {
  expect(isRunExpectancySample(scoring)).toBe(true)
  expect(isRunExpectancySample(ninth)).toBe(false)
  expect(isRunExpectancySample(unfinished)).toBe(false)
  expect(isRunExpectancySample([])).toBe(false)
  const total = runExpectancyMatrix([ninth, unfinished]).reduce((sum, cell) => sum + cell.sample, 0)
  expect(total).toBe(0)
})

test('RE of three outs is 0 and of an unknown state null', () => {
  const matrix = runExpectancyMatrix([scoring])
  expect(runExpectancy(matrix, { outs: 3, bases: 5 })).toBe(0)
  expect(runExpectancy(matrix, { outs: 2, bases: 7 })).toBeNull()
  expect(runExpectancy(matrix, { outs: 0, bases: 9 })).toBeNull()
})

// NPB 2004–2013 run expectancy, 鳥越ほか『勝てる野球の統計学』, as quoted on the conventions page.
const npb2004to2013 = [
  [0.455, 0.821, 1.04, 1.417, 1.36, 1.721, 1.974, 2.2],
  [0.242, 0.499, 0.687, 0.905, 0.919, 1.158, 1.335, 1.541],
  [0.091, 0.214, 0.321, 0.434, 0.371, 0.487, 0.586, 0.74],
]
const anchor: RunExpectancyMatrix = BASE_OUT_STATES.map((state) => ({ ...state, runsToEnd: npb2004to2013[state.outs]?.[state.bases] ?? null, sample: 1 }))

test('RE24 against the NPB 2004–2013 matrix (鳥越ほか『勝てる野球の統計学』)', () => {
  const state = (outs: number, bases: number) => ({ outs, bases })
  // Solo HR, 0 out empty: .455 − .455 + 1 = 1
  expect(re24({ before: state(0, 0), after: state(0, 0), runsOnPlay: 1, matrix: anchor })).toBeCloseTo(1, 12)
  // Single, 0 out empty → runner on 1st: .821 − .455 = .366
  expect(re24({ before: state(0, 0), after: state(0, 1), runsOnPlay: 0, matrix: anchor })).toBeCloseTo(0.366, 12)
  // Bases-clearing double, 0 out loaded → runner on 2nd, 3 runs: 1.040 − 2.200 + 3 = 1.840
  expect(re24({ before: state(0, 7), after: state(0, 2), runsOnPlay: 3, matrix: anchor })).toBeCloseTo(1.84, 12)
  // Third out with the bases empty: 0 − .091 = −.091
  expect(re24({ before: state(2, 0), after: state(3, 0), runsOnPlay: 0, matrix: anchor })).toBeCloseTo(-0.091, 12)
})

test('RE24 is null when either state is unknown', () => {
  const matrix = runExpectancyMatrix([scoring])
  expect(re24({ before: { outs: 2, bases: 7 }, after: { outs: 3, bases: 0 }, runsOnPlay: 0, matrix })).toBeNull()
})
