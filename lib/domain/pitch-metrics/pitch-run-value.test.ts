import { countAfter, pitchRunValue } from './pitch-run-value'

test('the count after a pitch the PA goes on from', () => {
  expect(countAfter('ball', { balls: 1, strikes: 1 })).toEqual({ balls: 2, strikes: 1 })
  expect(countAfter('called_strike', { balls: 1, strikes: 1 })).toEqual({ balls: 1, strikes: 2 })
  expect(countAfter('foul', { balls: 0, strikes: 1 })).toEqual({ balls: 0, strikes: 2 })
  expect(countAfter('foul', { balls: 3, strikes: 2 })).toEqual({ balls: 3, strikes: 2 }) // a two-strike foul keeps the count
})

test('worked example: a 3-pitch strikeout on 2025-like count values sums to the strikeout weight', () => {
  // V(0-0) = 0, V(0-1) = −0.030, V(0-2) = −0.070; linear weight of K = −0.223.
  const first = pitchRunValue({ before: 0, after: -0.03 }) // −0.030
  const second = pitchRunValue({ before: -0.03, after: -0.07 }) // −0.040
  const third = pitchRunValue({ before: -0.07, outcomeWeight: -0.223 }) // −0.153
  expect(third).toBeCloseTo(-0.153)
  expect(first + second + third).toBeCloseTo(-0.223)
})

test('worked example: a take for ball four at 3-1 is worth the walk less the 3-1 count', () => {
  // BB weight 0.284, V(3-1) = 0.104 → 0.284 − 0.104 = +0.180 for the batter.
  expect(pitchRunValue({ before: 0.104, outcomeWeight: 0.284 })).toBeCloseTo(0.18)
})
