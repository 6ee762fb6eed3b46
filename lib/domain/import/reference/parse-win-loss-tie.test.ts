import { parseWinLossTie } from './parse-win-loss-tie'

test('wins-losses(ties), the tie part optional', () => {
  expect(parseWinLossTie('12-12(1)')).toEqual({ w: 12, l: 12, t: 1 })
  expect(parseWinLossTie('15-10')).toEqual({ w: 15, l: 10, t: 0 })
  expect(parseWinLossTie(' 39-30(3) ')).toEqual({ w: 39, l: 30, t: 3 })
})

test('a team’s cell against itself is null; anything else malformed throws', () => {
  expect(parseWinLossTie('--')).toBeNull()
  expect(() => parseWinLossTie('12-12(')).toThrow('expected wins-losses(ties) such as 12-12(1), got "12-12("')
})
