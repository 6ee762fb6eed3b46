import { inningsToOuts } from './innings-to-outs'

test.each([
  ['61', '', 183],
  ['76', '.2', 230],
  ['1', '.2', 5],
  ['0', '.1', 1],
  ['76.2', '', 230],
  ['6.0', '', 18],
])('%s and "%s" are %i outs', (whole, fraction, outs) => {
  expect(inningsToOuts(whole, fraction)).toBe(outs)
})

test('a third digit other than 0, 1 or 2 is no innings count', () => {
  expect(() => inningsToOuts('5', '.3')).toThrow(RangeError)
  expect(() => inningsToOuts('', '')).toThrow(/got ""/)
  expect(() => inningsToOuts('x', '')).toThrow(RangeError)
})
