import { formatSpan, formatStat, formatTeams } from './format-stat'

test('counts get thousands separators; rates print as record books do', () => {
  expect(formatStat(1520, 'count')).toBe('1,520')
  expect(formatStat(0.31141, 'rate3')).toBe('.311')
  expect(formatStat(1.02482, 'rate3')).toBe('1.025')
  // 2.445 is 163 × 27 / 1800: half-up gives 2.45, not the float's 2.44
  expect(formatStat((163 * 27) / 1800, 'fixed2')).toBe('2.45')
  expect(formatStat(3.0554, 'fixed3')).toBe('3.055')
  expect(formatStat(0.19946, 'percent')).toBe('19.9%')
  expect(formatStat(null, 'rate3')).toBe('-')
})

test('innings from outs: 5,456 outs = 1,818 2/3 innings; 3,000 outs = 1,000', () => {
  expect(formatStat(5456, 'innings')).toBe('1,818 2/3')
  expect(formatStat(3000, 'innings')).toBe('1,000')
  expect(formatStat(1, 'innings')).toBe('1/3')
})

test('clubs in the order played, and a span of seasons', () => {
  expect(formatTeams(['d', 'g'])).toBe('中日→巨人')
  expect(formatSpan(2016, 2025)).toBe('2016–2025')
  expect(formatSpan(2025, 2025)).toBe('2025')
})
