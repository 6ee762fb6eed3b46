import { bubbleAxisTicks } from './bubble-axis'

test('the ticks span every bubble and the guide with room past the outermost, at a round step', () => {
  // OPS .600–.900, league .720: padded by 6 % of the span to .582–.918 → .5 … 1.0 by .1.
  expect(bubbleAxisTicks([0.6, 0.9], 0.72)).toEqual([0.5, 0.6, 0.7, 0.8, 0.9, 1])
  // wRC+ 30–150 with its guide at 100.
  expect(bubbleAxisTicks([30, 150], 100)).toEqual([0, 50, 100, 150, 200])
  // A guide outside the bubbles widens the axis to it.
  const ticks = bubbleAxisTicks([10, 12], 20)
  expect(ticks[0]).toBeLessThanOrEqual(10)
  expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(20)
})

test('no bubbles and no guide: no ticks', () => {
  expect(bubbleAxisTicks([], null)).toEqual([])
})
