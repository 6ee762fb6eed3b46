import { BASE_OUT_STATES, baseOutIndex, runnersOn } from './base-out-state'

test('lists the 24 base-out states in outs × 8 + bases order', () => {
  expect(BASE_OUT_STATES).toHaveLength(24)
  BASE_OUT_STATES.forEach((state, index) => expect(baseOutIndex(state.outs, state.bases)).toBe(index))
  expect(BASE_OUT_STATES[13]).toEqual({ outs: 1, bases: 5 })
})

test('has no index for three outs or impossible bases', () => {
  expect(baseOutIndex(3, 0)).toBeNull()
  expect(baseOutIndex(0, 8)).toBeNull()
  expect(baseOutIndex(-1, 0)).toBeNull()
  expect(baseOutIndex(1.5, 0)).toBeNull()
})

test('counts runners from the bitmask', () => {
  expect([0, 1, 2, 3, 4, 5, 6, 7].map(runnersOn)).toEqual([0, 1, 1, 2, 1, 2, 2, 3])
})
