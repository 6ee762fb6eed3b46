import { parseZoneQuery, zoneHref, zoneName, zoneSample, zoneValue } from './zone-view'

test('parseZoneQuery reads the type and the side’s metric; bad values fall back to all and the first metric', () => {
  expect(parseZoneQuery('pitching', { type: 'SL', metric: 'whiff' })).toEqual({ type: 'SL', metric: 'whiff' })
  expect(parseZoneQuery('pitching', { type: 'XX', metric: 'slg' })).toEqual({ type: 'all', metric: 'share' })
  expect(parseZoneQuery('batting', { type: ['FK', 'SL'] })).toEqual({ type: 'FK', metric: 'swing' })
  expect(parseZoneQuery('batting', { metric: 'share' })).toEqual({ type: 'all', metric: 'swing' })
})

test('zoneHref leaves the defaults out', () => {
  const base = '/players/1/pitch-analysis/2025/zone'
  expect(zoneHref(base, 'pitching', { type: 'all', metric: 'share' })).toBe(base)
  expect(zoneHref(base, 'pitching', { type: 'FF', metric: 'avg' })).toBe(`${base}?type=FF&metric=avg`)
  expect(zoneHref(base, 'batting', { type: 'all', metric: 'slg' })).toBe(`${base}?metric=slg`)
})

test('zoneValue picks the metric; zoneName names the cell as the catcher sees it', () => {
  const cell = { pitches: 10, ab: 3, sharePct: 0.1, swingPct: 0.5, whiffPct: 0.2, avg: 0.3, slg: null }
  expect(zoneValue(cell, 'whiff')).toBe(0.2)
  expect(zoneValue(cell, 'slg')).toBeNull()
  expect(zoneName(1)).toBe('高めボール・左ボール')
  expect(zoneName(13)).toBe('真ん中・中')
  expect(zoneName(25)).toBe('低めボール・右ボール')
})

test('zoneSample says what each metric is over: pitches, swings (swing % × pitches) or at-bats', () => {
  const cell = { pitches: 8, ab: 2, sharePct: 0.1, swingPct: 0.5, whiffPct: 0.25, avg: 0.5, slg: 1 }
  expect(zoneSample(cell, 'share')).toBe('8球')
  expect(zoneSample(cell, 'whiff')).toBe('4スイング')
  expect(zoneSample(cell, 'avg')).toBe('2打数')
  expect(zoneSample({ ...cell, pitches: 0, swingPct: null }, 'whiff')).toBe('0スイング')
})
