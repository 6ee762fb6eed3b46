import { EXAMPLE_SEASON } from './example-season'
import { analysePitches } from './pitch-analysis'

test('the season totals of the worked example: 7 pitches, 3 PAs, .667/1.667, −1.6 runs (−22.9 per 100)', () => {
  const { totals } = analysePitches(EXAMPLE_SEASON)
  expect(totals).toMatchObject({ pitches: 7, pa: 3, ab: 3, h: 2, hr: 1, so: 1, bb: 0, maxSpeedKmh: 152 })
  expect(totals.runValue).toBeCloseTo(-1.6)
  expect(totals.runValuePer100).toBeCloseTo(-160 / 7)
})

test('every view covers the same pitches: arsenal, counts and the all-pitch zone grid each sum to the total', () => {
  const analysis = analysePitches(EXAMPLE_SEASON)
  const total = analysis.totals.pitches
  expect(analysis.arsenal.reduce((sum, row) => sum + row.pitches, 0)).toBe(total)
  expect(analysis.counts.reduce((sum, row) => sum + row.pitches, 0)).toBe(total)
  expect(analysis.zones[0]?.located).toBe(total)
  expect(analysis.hands.reduce((sum, row) => sum + row.pitches, 0)).toBe(total)
})
