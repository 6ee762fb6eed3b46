import type { PaTransition } from '@/lib/domain/events'
import { toyTransitions } from './toy-transitions'
import { buildTransitionModel } from './transition-model'

function pa(outsBefore: number, basesBefore: number, outsAfter: number, basesAfter: number, runsOnPlay: number, half: 'top' | 'bottom' = 'top'): PaTransition {
  return { inning: 3, half, outsBefore, basesBefore, outsAfter, basesAfter, runsOnPlay, result: 'GO' }
}

test('estimates outcome probabilities per base-out state, pooling both halves', () => {
  const model = buildTransitionModel([pa(0, 0, 1, 0, 0), pa(0, 0, 1, 0, 0, 'bottom'), pa(0, 0, 0, 0, 1), pa(0, 0, 0, 1, 0, 'bottom')])
  const start = model.states[0]
  expect(start?.sample).toBe(4)
  // 2 of 4 PAs made an out, 1 was a solo HR, 1 put the batter on first
  expect(start?.outcomes).toEqual([
    { outs: 0, bases: 0, runs: 1, probability: 0.25 },
    { outs: 0, bases: 1, runs: 0, probability: 0.25 },
    { outs: 1, bases: 0, runs: 0, probability: 0.5 },
  ])
})

test('the third out clears the bases, so runners left on do not split outcomes', () => {
  const model = buildTransitionModel([pa(2, 3, 3, 3, 0), pa(2, 3, 3, 0, 0)])
  expect(model.states[2 * 8 + 3]?.outcomes).toEqual([{ outs: 3, bases: 0, runs: 0, probability: 1 }])
})

test('unobserved states fall back to an out with the runners holding', () => {
  const model = buildTransitionModel([])
  expect(model.states[5]).toEqual({ outs: 0, bases: 5, sample: 0, outcomes: [{ outs: 1, bases: 5, runs: 0, probability: 1 }] })
  expect(model.states[2 * 8 + 6]?.outcomes).toEqual([{ outs: 3, bases: 0, runs: 0, probability: 1 }])
})

test('skips impossible transitions', () => {
  const model = buildTransitionModel([pa(1, 0, 0, 0, 0), pa(0, 8, 1, 0, 0), pa(0, 0, 1, 9, 0), pa(0, 0, 1, 0, -1), pa(3, 0, 3, 0, 0)])
  expect(model.states.every((state) => state.sample === 0)).toBe(true)
})

test('every state’s probabilities sum to 1 and do not depend on input order', () => {
  const list = toyTransitions()
  const model = buildTransitionModel(list)
  expect(model.states).toHaveLength(24)
  for (const state of model.states) expect(state.outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 12)
  expect(buildTransitionModel([...list].reverse())).toEqual(model)
})
