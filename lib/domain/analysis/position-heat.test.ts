import { correlationColor, relativeColor, widestGap, wrcPlusColor } from './position-heat'

const WHITE = '#ffffff'
// Halfway from white to red-400 (248, 113, 113) and to blue-400 (96, 165, 250), as the win-probability map mixes them.
const HALF_RED = '#fcb8b8'
const HALF_BLUE = '#b0d2fd'

test('correlations: white at 0 (and for none), half red at +0.5, half blue at −0.5, clamped past ±1', () => {
  expect(correlationColor(0)).toBe(WHITE)
  expect(correlationColor(null)).toBe(WHITE)
  expect(correlationColor(0.5)).toBe(HALF_RED)
  expect(correlationColor(-0.5)).toBe(HALF_BLUE)
  expect(correlationColor(1.2)).toBe(correlationColor(1))
})

test('wRC+: 100 is white, 120 half red, 80 half blue', () => {
  expect(wrcPlusColor(100)).toBe(WHITE)
  expect(wrcPlusColor(120)).toBe(HALF_RED)
  expect(wrcPlusColor(80)).toBe(HALF_BLUE)
  expect(wrcPlusColor(null)).toBe(WHITE)
})

test('a fielding percentage against its position’s: full colour at the column’s widest gap', () => {
  // Quarters and eighths are exact in binary: .984375 ± .0078125.
  const column = [0.9921875, 0.9765625, 0.984375, null]
  const span = widestGap(column, 0.984375)
  expect(span).toBe(0.0078125)
  expect(relativeColor(0.9921875, 0.984375, span)).toBe(relativeColor(1, 0, 1))
  expect(relativeColor(0.98828125, 0.984375, span)).toBe(HALF_RED)
  expect(relativeColor(0.98046875, 0.984375, span)).toBe(HALF_BLUE)
  expect(relativeColor(null, 0.984375, span)).toBe(WHITE)
  expect(relativeColor(0.99, 0.99, 0)).toBe(WHITE)
  expect(widestGap(column, null)).toBe(0)
})
