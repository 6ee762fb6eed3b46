import { EMPTY_CELL, heatColor, heatPosition, heatRange, heatTextColor } from './heat-color'

test('heatPosition places a value between min and max, clamped, and a flat grid in the middle', () => {
  expect(heatPosition(0.3, 0.1, 0.5)).toBeCloseTo(0.5)
  expect(heatPosition(0.05, 0.1, 0.5)).toBe(0)
  expect(heatPosition(0.9, 0.1, 0.5)).toBe(1)
  expect(heatPosition(0.2, 0.2, 0.2)).toBe(0.5)
})

test('heatColor: cream at the minimum, orange at the midpoint, red at the maximum; null is the empty grey', () => {
  expect(heatColor(0.1, 0.1, 0.5)).toBe('#fff7ed')
  expect(heatColor(0.3, 0.1, 0.5)).toBe('#fb923c')
  expect(heatColor(0.5, 0.1, 0.5)).toBe('#b91c1c')
  // A quarter of the way: halfway between cream (255,247,237) and orange (251,146,60) → (253,197,149).
  expect(heatColor(0.2, 0.1, 0.5)).toBe('#fdc595')
  expect(heatColor(null, 0, 1)).toBe(EMPTY_CELL)
})

test('heatTextColor is white on the dark top of the scale and slate elsewhere', () => {
  expect(heatTextColor(0.5, 0, 0.5)).toBe('#ffffff')
  expect(heatTextColor(0.1, 0, 0.5)).toBe('#0f172a')
  expect(heatTextColor(null, 0, 0.5)).toBe('#0f172a')
})

test('heatRange spans the non-null values; none gives null', () => {
  expect(heatRange([0.3, null, 0.1, 0.25])).toEqual({ min: 0.1, max: 0.3 })
  expect(heatRange([null, null])).toBeNull()
})
