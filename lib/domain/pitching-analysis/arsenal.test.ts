import { arsenal, speedSummary } from './arsenal'
import { EXAMPLE_SEASON } from './example-season'

test('worked example: FF 4, SL 2, CU 1 pitches, most used first, with labels', () => {
  const rows = arsenal(EXAMPLE_SEASON)
  expect(rows.map((row) => [row.type, row.label, row.pitches])).toEqual([['FF', 'ストレート', 4], ['SL', 'スライダー', 2], ['CU', 'カーブ', 1]])
})

test('the four-seamer: 149.75 km/h on average, 152 at most, zone 3/4, CSW 1/4, the homer its only PA (AVG 1.000, SLG 4.000, −35 runs per 100)', () => {
  const ff = arsenal(EXAMPLE_SEASON).find((row) => row.type === 'FF')
  expect(ff).toMatchObject({ avgSpeedKmh: 149.75, maxSpeedKmh: 152, zonePct: 0.75, cswPct: 0.25, chasePct: 0, whiffPct: 0, putAwayPct: 0, pa: 1, ab: 1, h: 1, hr: 1, avg: 1, slg: 4 })
  expect(ff?.usagePct).toBeCloseTo(4 / 7)
  expect(ff?.runValuePer100).toBeCloseTo(-35) // 100 × −1.4 / 4
})

test('the slider: two whiffs on two swings, both chased, the strikeout its put-away (+10 runs per 100)', () => {
  const sl = arsenal(EXAMPLE_SEASON).find((row) => row.type === 'SL')
  expect(sl).toMatchObject({ swingPct: 1, whiffPct: 1, contactPct: 0, cswPct: 1, zonePct: 0, chasePct: 1, putAwayPct: 1, so: 1, ab: 1, avg: 0, slg: 0 })
  expect(sl?.runValuePer100).toBeCloseTo(10)
})

test('invariants: usage sums to 100 %, pitches to all pitches, PAs ending on each type to all PAs with a pitch', () => {
  const rows = arsenal(EXAMPLE_SEASON)
  expect(rows.reduce((sum, row) => sum + row.usagePct, 0)).toBeCloseTo(1)
  expect(rows.reduce((sum, row) => sum + row.pitches, 0)).toBe(EXAMPLE_SEASON.length)
  expect(rows.reduce((sum, row) => sum + row.pa, 0)).toBe(3)
  expect(arsenal([])).toEqual([])
})

test('speed leaves unrecorded pitches out and is null when none was recorded', () => {
  expect(speedSummary([{ speedKmh: 140 }, { speedKmh: null }, { speedKmh: 146 }])).toEqual({ avgSpeedKmh: 143, maxSpeedKmh: 146 })
  expect(speedSummary([{ speedKmh: null }])).toEqual({ avgSpeedKmh: null, maxSpeedKmh: null })
})
