import type { PaResult, PaTransition } from '@/lib/domain/events'
import { BASE_OUT_STATES } from './base-out-state'
import { linearWeights } from './linear-weights'
import type { RunExpectancyMatrix } from './run-expectancy'

function pa(inning: number, [outsBefore, basesBefore]: [number, number], [outsAfter, basesAfter]: [number, number], result: PaResult, runsOnPlay = 0): PaTransition {
  return { inning, half: 'bottom', outsBefore, basesBefore, outsAfter, basesAfter, runsOnPlay, result }
}

// NPB 2004–2013 run expectancy (鳥越ほか『勝てる野球の統計学』, conventions page).
const table = [
  [0.455, 0.821, 1.04, 1.417, 1.36, 1.721, 1.974, 2.2],
  [0.242, 0.499, 0.687, 0.905, 0.919, 1.158, 1.335, 1.541],
  [0.091, 0.214, 0.321, 0.434, 0.371, 0.487, 0.586, 0.74],
]
const matrix: RunExpectancyMatrix = BASE_OUT_STATES.map((state) => ({ ...state, runsToEnd: table[state.outs]?.[state.bases] ?? null, sample: 1 }))

const first = [
  pa(1, [0, 0], [0, 1], '1B'), // .821 − .455 = .366
  pa(1, [0, 1], [1, 1], 'K'), // .499 − .821 = −.322
  pa(1, [1, 1], [1, 0], 'HR', 2), // .242 − .499 + 2 = 1.743
  pa(1, [1, 0], [2, 0], 'GO'), // .091 − .242 = −.151
  pa(1, [2, 0], [2, 1], 'BB'), // .214 − .091 = .123
  pa(1, [2, 1], [3, 0], 'FO'), // 0 − .214 = −.214
]
const ninth = [pa(9, [0, 0], [0, 1], '1B'), pa(9, [0, 1], [3, 0], 'TP')]

test('run value is the mean RE24 of the event and above-outs adds |mean RE24 of outs|', () => {
  const rows = new Map(linearWeights([first, ninth], matrix).map((row) => [row.event, row]))
  // Outs (K, GO, FO): (−.322 − .151 − .214) / 3 = −.229
  const outs = -0.229
  expect(rows.get('1B')?.runValue).toBeCloseTo(0.366, 12)
  expect(rows.get('1B')?.aboveOuts).toBeCloseTo(0.366 - outs, 12) // .595
  expect(rows.get('HR')?.aboveOuts).toBeCloseTo(1.743 - outs, 12) // 1.972
  expect(rows.get('BB')?.aboveOuts).toBeCloseTo(0.123 - outs, 12) // .352
  // 'out' alone: (−.151 − .214) / 2 = −.1825
  expect(rows.get('out')?.runValue).toBeCloseTo(-0.1825, 12)
  expect(rows.get('K')?.count).toBe(1)
})

test('ignores PAs outside complete half-innings of innings 1–8', () => {
  const rows = linearWeights([first, ninth], matrix)
  expect(rows.find((row) => row.event === '1B')?.count).toBe(1)
  expect(rows.find((row) => row.event === 'out')?.count).toBe(2)
})

test('events that never happened have null values and zero count', () => {
  const rows = linearWeights([first], matrix)
  expect(rows.find((row) => row.event === '3B')).toEqual({ event: '3B', runValue: null, aboveOuts: null, count: 0 })
  expect(rows.map((row) => row.event)).toEqual(['1B', '2B', '3B', 'HR', 'BB', 'IBB', 'HBP', 'INT', 'ROE', 'K', 'out', 'SH', 'SF'])
})

test('without any outs there is no baseline, so above-outs is null', () => {
  const sacrificesOnly = [pa(1, [0, 0], [0, 1], '1B'), pa(1, [0, 1], [1, 2], 'SH'), pa(1, [1, 2], [2, 4], 'SH'), pa(1, [2, 4], [3, 0], 'SH')]
  const rows = linearWeights([sacrificesOnly], matrix)
  expect(rows.find((row) => row.event === 'SH')?.count).toBe(3)
  expect(rows.every((row) => row.aboveOuts === null)).toBe(true)
})
