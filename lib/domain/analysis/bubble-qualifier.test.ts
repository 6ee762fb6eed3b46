import { halfMark, isBubbleQualifier, passesBubbleQualifier } from './bubble-qualifier'

test('half of 規定, rounded up (NPB: 3.1 PA and 1 inning per club game): 143 games → 222 PA and 215 outs', () => {
  // 規定打席 = round(143 × 3.1) = 443 → 221.5 → 222; 規定投球回 = 143 innings = 429 outs → 214.5 → 215.
  expect(halfMark('batting', 143)).toBe(222)
  expect(halfMark('pitching', 143)).toBe(215)
  // 2020's 120-game season: 372 PA → 186, 360 outs → 180.
  expect(halfMark('batting', 120)).toBe(186)
  expect(halfMark('pitching', 120)).toBe(180)
})

test('規定到達 trusts the line’s own flag; the half mark and 全選手 read the PA (outs)', () => {
  const line = { measure: 222, qualified: false, clubGames: 143 }
  expect(passesBubbleQualifier('batting', 'qualified', line)).toBe(false)
  expect(passesBubbleQualifier('batting', 'qualified', { ...line, qualified: true })).toBe(true)
  expect(passesBubbleQualifier('batting', 'half', line)).toBe(true)
  expect(passesBubbleQualifier('batting', 'half', { ...line, measure: 221 })).toBe(false)
  expect(passesBubbleQualifier('pitching', 'half', { ...line, measure: 215 })).toBe(true)
  expect(passesBubbleQualifier('batting', 'all', { ...line, measure: 1 })).toBe(true)
  expect(passesBubbleQualifier('batting', 'all', { ...line, measure: 0 })).toBe(false)
})

test('only the three qualifiers are known', () => {
  expect(['qualified', 'half', 'all', 'none', null].map(isBubbleQualifier)).toEqual([true, true, true, false, false])
})
