import { formatEra, formatGamesBehind, formatInnings, formatPercent, formatRate3, formatSigned } from './numbers'

test('rates drop the leading zero the way NPB prints 打率 (2021 Yakult 勝率 .584, NPB)', () => {
  expect(formatRate3(0.3125)).toBe('.313')
  // Yakult 2021: 73 / 125 = .584
  expect(formatRate3(73 / 125)).toBe('.584')
  expect(formatRate3(561 / 2000)).toBe('.281')
  expect(formatRate3(0)).toBe('.000')
  expect(formatRate3(1)).toBe('1.000')
  expect(formatRate3(0.9996)).toBe('1.000')
  expect(formatRate3(1.2345)).toBe('1.235')
  expect(formatRate3(-0.045)).toBe('-.045')
})

test('missing or broken rates show a dash', () => {
  expect(formatRate3(null)).toBe('-')
  expect(formatRate3(Number.NaN)).toBe('-')
  expect(formatEra(null)).toBe('-')
  expect(formatPercent(null)).toBe('-')
  expect(formatSigned(null, 2)).toBe('-')
})

test('ERA shows two decimals, rounding an exact half up', () => {
  // 163 ER in 600 innings: 163 × 27 / 1800 = 2.445 → 2.45
  expect(formatEra((163 * 27) / 1800)).toBe('2.45')
  expect(formatEra(0)).toBe('0.00')
  expect(formatEra(13.5)).toBe('13.50')
})

test('innings from outs, npb.jp fraction style and dense decimal style', () => {
  expect(formatInnings(370)).toBe('123 1/3')
  expect(formatInnings(371, 'fraction')).toBe('123 2/3')
  expect(formatInnings(369)).toBe('123')
  expect(formatInnings(1)).toBe('1/3')
  expect(formatInnings(370, 'decimal')).toBe('123.1')
  expect(formatInnings(2, 'decimal')).toBe('0.2')
  expect(formatInnings(369, 'decimal')).toBe('123')
  expect(formatInnings(0)).toBe('0')
  expect(formatInnings(0, 'decimal')).toBe('0')
})

test('games behind: dash for the leader, one decimal otherwise, negatives allowed', () => {
  expect(formatGamesBehind(null)).toBe('-')
  expect(formatGamesBehind(3.5)).toBe('3.5')
  expect(formatGamesBehind(0)).toBe('0.0')
  expect(formatGamesBehind(-0)).toBe('0.0')
  expect(formatGamesBehind(-1.5)).toBe('-1.5')
  expect(formatGamesBehind(12)).toBe('12.0')
})

test('percentages from fractions', () => {
  expect(formatPercent(0.213)).toBe('21.3%')
  // 110 / 600 = 18.333…%
  expect(formatPercent(110 / 600)).toBe('18.3%')
  expect(formatPercent(0.2125)).toBe('21.3%')
  expect(formatPercent(0.5, 0)).toBe('50%')
})

test('signed values carry + or -, and zero carries neither', () => {
  expect(formatSigned(1.234, 2)).toBe('+1.23')
  expect(formatSigned(-0.45, 2)).toBe('-0.45')
  expect(formatSigned(0.004, 2)).toBe('0.00')
  expect(formatSigned(-0.004, 2)).toBe('0.00')
  expect(formatSigned(0.125, 2)).toBe('+0.13')
  expect(formatSigned(41.7266, 1)).toBe('+41.7')
})
