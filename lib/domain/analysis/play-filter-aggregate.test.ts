import { PA_RESULTS, type PaResult } from '@/lib/domain/events'
import { emptyTally, playLine, tallyCounts, type PlayTally } from './play-filter-aggregate'

function tallyOf(results: readonly PaResult[], extra: Partial<Omit<PlayTally, 'results'>> = {}): PlayTally {
  const tally = { ...emptyTally(), ...extra }
  for (const result of results) tally.results[PA_RESULTS.indexOf(result)] = (tally.results[PA_RESULTS.indexOf(result)] ?? 0) + 1
  return tally
}

test('a tally’s counts follow the season lines’ rules (season-counts.ts): BB includes IBB, SO includes KWP, SH/SF/HBP/BB are not at-bats', () => {
  const counts = tallyCounts(tallyOf(['1B', '2B', '3B', 'HR', 'BB', 'IBB', 'HBP', 'K', 'KWP', 'GO', 'SF', 'SH', 'ROE']).results)
  expect(counts).toEqual({ pa: 13, ab: 8, h: 4, doubles: 1, triples: 1, hr: 1, bb: 2, ibb: 1, hbp: 1, so: 2, sf: 1, sh: 1 })
})

test('worked example (NPB conventions page): 10 PAs of 3 singles, a HR, a walk, a SF, 2 K and 2 groundouts → .500/.500/.875', () => {
  const line = playLine(tallyOf(['1B', '1B', '1B', 'HR', 'BB', 'SF', 'K', 'K', 'GO', 'GO'], { rbi: 4 }), 'batting')
  // AB = 10 − 1 BB − 1 SF = 8, H = 4, TB = 3 + 4 = 7; OBP = (H + BB + HBP) / (AB + BB + HBP + SF) = 5 / 10.
  expect([line.pa, line.ab, line.h, line.tb, line.rbi]).toEqual([10, 8, 4, 7, 4])
  expect(line.avg).toBeCloseTo(0.5, 12)
  expect(line.obp).toBeCloseTo(0.5, 12)
  expect(line.slg).toBeCloseTo(7 / 8, 12)
  expect(line.ops).toBeCloseTo(0.5 + 7 / 8, 12)
  expect(line.kPct).toBeCloseTo(0.2, 12)
})

test('RE24 and WPA are summed from the batting side and turned for a pitcher; LI is the mean over valued PAs', () => {
  // A 2-run HR (RE24 +1.9, WPA +.25, LI 2.0) and a strikeout (RE24 −.25, WPA −.03, LI 1.0).
  const tally = tallyOf(['HR', 'K'], { rbi: 2, re24: 1.9 - 0.25, re24Pas: 2, wpa: 0.25 - 0.03, wpaPas: 2, li: 3, liPas: 2 })
  const batter = playLine(tally, 'batting')
  expect(batter.re24).toBeCloseTo(1.65, 12)
  expect(batter.wpa).toBeCloseTo(0.22, 12)
  expect(batter.li).toBeCloseTo(1.5, 12)
  const pitcher = playLine(tally, 'pitching')
  expect(pitcher.re24).toBeCloseTo(-1.65, 12)
  expect(pitcher.wpa).toBeCloseTo(-0.22, 12)
  expect([pitcher.avg, pitcher.hr, pitcher.so]).toEqual([0.5, 1, 1])
})

test('an empty tally has zero counts and no rates or sums (never NaN), and a pitcher’s zero is not −0', () => {
  const line = playLine(emptyTally(), 'pitching')
  expect([line.pa, line.avg, line.ops, line.re24, line.wpa, line.li]).toEqual([0, null, null, null, null, null])
  const zero = playLine({ ...emptyTally(), re24Pas: 1, wpaPas: 1 }, 'pitching')
  expect(Object.is(zero.re24, 0)).toBe(true)
  expect(Object.is(zero.wpa, 0)).toBe(true)
})
