import { buildTransitionModel } from '@/lib/domain/sabermetrics/transition-model'
import { toyTransitions } from '@/lib/domain/sabermetrics/toy-transitions'
import { baseOutLabel, outcomeLabel, summariseTransitions } from './win-model-inputs'

// Per state: 7 outs (runners hold), 2 singles (runners move up one), 1 homer — 10 PAs.
const inputs = summariseTransitions(buildTransitionModel(toyTransitions({ outs: 7, singles: 2, homers: 1 })))

test('one row per base-out state, each with the PAs it rests on', () => {
  expect(inputs).toHaveLength(24)
  expect(inputs.map((row) => row.sample)).toEqual(Array(24).fill(10))
  expect(inputs.map((row) => [row.outs, row.bases]).slice(0, 3)).toEqual([[0, 0], [0, 1], [0, 2]])
})

test('worked example, nobody on and nobody out: out .7, scores .1 (the homer), 0.1 runs a PA, likeliest next states in order', () => {
  const empty = inputs[0]
  expect(empty?.outRate).toBeCloseTo(0.7, 12)
  expect(empty?.scoreRate).toBeCloseTo(0.1, 12)
  expect(empty?.meanRuns).toBeCloseTo(0.1, 12)
  expect(empty?.top).toEqual([
    { outs: 1, bases: 0, runs: 0, probability: 0.7 },
    { outs: 0, bases: 1, runs: 0, probability: 0.2 },
    { outs: 0, bases: 0, runs: 1, probability: 0.1 },
  ])
})

test('bases loaded, two out: the out ends the inning; a single scores one, a homer four → 0.6 runs a PA', () => {
  const loaded = inputs[23]
  expect([loaded?.outs, loaded?.bases]).toEqual([2, 7])
  expect(loaded?.outRate).toBeCloseTo(0.7, 12)
  expect(loaded?.scoreRate).toBeCloseTo(0.3, 12)
  expect(loaded?.meanRuns).toBeCloseTo(0.2 * 1 + 0.1 * 4, 12)
  expect(loaded?.top[0]).toEqual({ outs: 3, bases: 0, runs: 0, probability: 0.7 })
})

test('the shares of each state cover every outcome once: outs and non-outs sum to the whole', () => {
  const full = summariseTransitions(buildTransitionModel(toyTransitions()), 99)
  for (const row of full) expect(row.top.reduce((sum, outcome) => sum + outcome.probability, 0)).toBeCloseTo(1, 12)
})

test('states and outcomes are named as a box score names them', () => {
  expect([baseOutLabel(0, 0), baseOutLabel(1, 5), baseOutLabel(2, 7)]).toEqual(['無死走者なし', '一死一・三塁', '二死満塁'])
  expect(outcomeLabel({ outs: 3, bases: 0, runs: 0 })).toBe('チェンジ')
  expect(outcomeLabel({ outs: 0, bases: 0, runs: 4 })).toBe('無死走者なし（4点）')
  expect(outcomeLabel({ outs: 2, bases: 4, runs: 1 })).toBe('二死三塁（1点）')
})
