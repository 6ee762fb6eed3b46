import { splitQualifier, statLineLevel } from './view-qualifier'

test('a PA split makes the view PA-level, a game split game-level, none the season lines', () => {
  expect(statLineLevel({})).toBe('season')
  expect(statLineLevel({ site: 'home' })).toBe('game')
  expect(statLineLevel({ to: '2025-06-30' })).toBe('game')
  expect(statLineLevel({ month: 8, hand: 'L' })).toBe('pa')
  expect(statLineLevel({ count: 'full' })).toBe('pa')
})

test('a PA split scales 規定 by the share of PAs it keeps, rounded half-up', () => {
  expect(splitQualifier(443, 0.28)).toBe(124) // 124.04
  expect(splitQualifier(443, 0.5)).toBe(222) // 221.5 → 222
  expect(splitQualifier(443, null)).toBe(443)
  expect(splitQualifier(429, 0)).toBe(0)
})
