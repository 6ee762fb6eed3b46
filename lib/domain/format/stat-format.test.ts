import { formatStat } from './stat-format'

test('each stat prints as record books print it', () => {
  expect(formatStat(156 / 500, 'rate3')).toBe('.312')
  expect(formatStat(1.0234, 'rate3')).toBe('1.023')
  // ERA 2.445 rounds half up to 2.45 (163 × 27 / 1800), not the float's 2.44.
  expect(formatStat((163 * 27) / 1800, 'era')).toBe('2.45')
  expect(formatStat(1.125, 'decimal2')).toBe('1.13')
  expect(formatStat(12.34, 'decimal1')).toBe('12.3')
  expect(formatStat(3.0554, 'decimal3')).toBe('3.055')
  expect(formatStat(-4.25, 'signed1')).toBe('-4.3')
  expect(formatStat(12.25, 'signed1')).toBe('+12.3')
  expect(formatStat(118.5, 'integer')).toBe('119')
  expect(formatStat(0.2134, 'percent')).toBe('21.3%')
})

test('counts and innings get thousands separators; innings come from outs', () => {
  expect(formatStat(143, 'count')).toBe('143')
  expect(formatStat(1520, 'count')).toBe('1,520')
  expect(formatStat(370, 'innings')).toBe('123 1/3')
  expect(formatStat(5456, 'innings')).toBe('1,818 2/3')
  expect(formatStat(3000, 'innings')).toBe('1,000')
  expect(formatStat(1, 'innings')).toBe('1/3')
})

test('no value is a dash; a per-club average prints its counts with one decimal, innings to the nearest out', () => {
  expect(formatStat(null, 'rate3')).toBe('-')
  expect(formatStat(Number.NaN, 'era')).toBe('-')
  expect(formatStat(583.1666, 'count')).toBe('583.2')
  expect(formatStat(1725, 'count', true)).toBe('1,725.0')
  // 7721 outs ÷ 6 clubs = 1286.83 outs → 1287 outs = 429 innings.
  expect(formatStat(7721 / 6, 'innings')).toBe('429')
})
