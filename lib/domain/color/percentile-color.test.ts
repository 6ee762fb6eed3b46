import { percentileColor } from './percentile-color'

test('blue at 0, grey at 50, red at 100, halfway mixes in between; values outside 0–100 are clamped', () => {
  expect(percentileColor(0)).toBe('rgb(37, 99, 235)')
  expect(percentileColor(50)).toBe('rgb(148, 163, 184)')
  expect(percentileColor(100)).toBe('rgb(220, 38, 38)')
  // 75: halfway from (148, 163, 184) to (220, 38, 38) = (184, 100.5 → 101, 111)
  expect(percentileColor(75)).toBe('rgb(184, 101, 111)')
  expect(percentileColor(140)).toBe(percentileColor(100))
})
