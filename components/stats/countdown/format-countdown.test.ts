import { playerCareerHref } from '@/lib/domain/players/player-views'
import { formatProjectedMonth, formatSeasonPace, formatYearsAhead, noProjectionReason } from './format-countdown'

test('a projected date shows as a month', () => {
  expect(formatProjectedMonth('2026-05-13')).toBe('2026年5月頃')
  expect(formatProjectedMonth('2031-10-01')).toBe('2031年10月頃')
})

test('years ahead round half up, with anything under half a year said plainly', () => {
  expect(formatYearsAhead(0.2)).toBe('半年以内')
  // 0.64 years rounds to 1
  expect(formatYearsAhead(0.64)).toBe('約1年後')
  // 2.5 → 3 (half up), 2.49 → 2
  expect(formatYearsAhead(2.5)).toBe('約3年後')
  expect(formatYearsAhead(2.49)).toBe('約2年後')
})

test('a season pace is whole units; no pace is a dash', () => {
  // 0.8 a game × 143 = 114.4 → 114
  expect(formatSeasonPace(0.8 * 143, '本')).toBe('114本')
  expect(formatSeasonPace(null, '勝')).toBe('-')
})

test('player links stay within the seasons the player pages take', () => {
  expect(playerCareerHref('10000670', 'batting', 2024)).toBe('/players/10000670/career-batting/2024')
  expect(playerCareerHref('41045138', 'pitching', 2026)).toBe('/players/41045138/career-pitching/2025')
})

test('a line without a projection says why', () => {
  expect(noProjectionReason({ pace_count: null }, 2025, 'ホールド')).toBe('2025年の出場なし')
  expect(noProjectionReason({ pace_count: 0 }, 2025, 'ホールド')).toBe('2025年は0ホールド')
})
