import { inningsToOuts, outsToInnings } from './innings'

test('splits outs into whole innings and thirds', () => {
  // 370 outs = 123 × 3 + 1 → 123 1/3
  expect(outsToInnings(370)).toEqual({ whole: 123, thirds: 1 })
  expect(outsToInnings(0)).toEqual({ whole: 0, thirds: 0 })
  expect(outsToInnings(2)).toEqual({ whole: 0, thirds: 2 })
  expect(outsToInnings(27)).toEqual({ whole: 9, thirds: 0 })
})

test('joins innings and thirds back into outs, round-tripping', () => {
  expect(inningsToOuts(123, 1)).toBe(370)
  for (let outs = 0; outs < 30; outs++) {
    const { whole, thirds } = outsToInnings(outs)
    expect(inningsToOuts(whole, thirds)).toBe(outs)
  }
})

test('rejects negative, fractional or out-of-range inputs', () => {
  expect(() => outsToInnings(-1)).toThrow(RangeError)
  expect(() => outsToInnings(1.5)).toThrow(RangeError)
  expect(() => inningsToOuts(1, 3)).toThrow(RangeError)
  expect(() => inningsToOuts(-1, 0)).toThrow(RangeError)
})
