import { formatSpan, formatTeams } from './format-career'

test('clubs in the order played, and a span of seasons', () => {
  expect(formatTeams(['d', 'g'])).toBe('中日→巨人')
  expect(formatSpan(2016, 2025)).toBe('2016–2025')
  expect(formatSpan(2025, 2025)).toBe('2025')
})
