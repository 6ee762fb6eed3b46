import { metricDefinition, metricHref, parseMetric } from './average-metrics'

test('?metric picks one of the page type’s metrics; anything else falls back to the first', () => {
  expect(parseMetric('batting', 'obp')).toBe('obp')
  expect(parseMetric('batting', ['k_pct', 'avg'])).toBe('k_pct')
  expect(parseMetric('batting', undefined)).toBe('avg')
  expect(parseMetric('batting', 'era')).toBe('avg')
  expect(parseMetric('pitching', 'fip_constant')).toBe('fip_constant')
  expect(parseMetric('pitching', 'nonsense')).toBe('era')
})

test('the first metric is the bare path; the others carry ?metric=', () => {
  expect(metricHref('batting', 'avg')).toBe('/records/season-average/batting')
  expect(metricHref('batting', 'hr_per_game')).toBe('/records/season-average/batting?metric=hr_per_game')
  expect(metricHref('pitching', 'era')).toBe('/records/season-average/pitching')
})

test('each metric has its Japanese label and print format', () => {
  expect(metricDefinition('avg')).toEqual({ label: '打率', format: 'rate3' })
  expect(metricDefinition('fip_constant')).toEqual({ label: 'FIP定数', format: 'decimal3' })
})
