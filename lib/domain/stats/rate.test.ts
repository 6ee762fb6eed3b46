import { rate } from './rate'

test('divides when the denominator is a usable number', () => {
  // 3 hits in 10 at-bats: 3 / 10 = 0.3
  expect(rate(3, 10)).toBe(0.3)
  expect(rate(0, 4)).toBe(0)
})

test('returns null for a zero denominator instead of NaN or Infinity', () => {
  expect(rate(0, 0)).toBeNull()
  expect(rate(5, 0)).toBeNull()
  expect(rate(5, -0)).toBeNull()
})

test('returns null for non-finite inputs', () => {
  expect(rate(1, Number.POSITIVE_INFINITY)).toBeNull()
  expect(rate(1, Number.NaN)).toBeNull()
  expect(rate(Number.NaN, 3)).toBeNull()
})
