import { roundHalfUp } from './round'

test('rounds exact halves up even when floating point lands just below them', () => {
  // ERA 163 × 27 / 1800 = 2.445 exactly; ×100 is 244.4999… in binary
  expect(roundHalfUp((163 * 27) / 1800, 2)).toBe(2.45)
  // 561 / 2000 = .2805 → .281
  expect(roundHalfUp(561 / 2000, 3)).toBe(0.281)
  expect(roundHalfUp(1.005, 2)).toBe(1.01)
})

test('rounds everything else to the nearest value', () => {
  expect(roundHalfUp(1 / 3, 3)).toBe(0.333)
  expect(roundHalfUp(2 / 3, 3)).toBe(0.667)
  expect(roundHalfUp(0.2804, 3)).toBe(0.28)
  expect(roundHalfUp(12.34, 0)).toBe(12)
})

test('halves of negative numbers round away from zero', () => {
  expect(roundHalfUp(-0.125, 2)).toBe(-0.13)
  expect(roundHalfUp(-0.124, 2)).toBe(-0.12)
})
