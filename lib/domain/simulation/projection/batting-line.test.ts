import type { WobaWeights } from '@/lib/domain/sabermetrics/woba'
import { battingComponents, battingMetrics, battingProjectionLine, type BattingTotals } from './batting-line'

// FanGraphs Guts!, MLB 2015 (the conventions page's test vector).
const weights: WobaWeights = { wBB: 0.687, wHBP: 0.718, w1B: 0.881, w2B: 1.256, w3B: 1.594, wHR: 2.065, scale: 1.251 }
const season: BattingTotals = { pa: 600, ab: 530, h: 150, doubles: 30, triples: 3, hr: 25, bb: 55, ibb: 5, hbp: 6, sf: 5, sh: 4, so: 110 }

test('a season splits into the components Marcel projects (singles = H − 2B − 3B − HR, uBB = BB − IBB)', () => {
  expect(battingComponents(season)).toEqual({ single: 92, double: 30, triple: 3, hr: 25, ubb: 50, ibb: 5, hbp: 6, so: 110, sf: 5, sh: 4 })
})

test('wOBA, ISO, K% and BB% of a season by hand (FanGraphs 2015 weights)', () => {
  const metrics = battingMetrics(season, weights)
  // (.687·50 + .718·6 + .881·92 + 1.256·30 + 1.594·3 + 2.065·25) / (530 + 50 + 5 + 6) = 213.797 / 591
  expect(metrics.woba).toBeCloseTo(213.797 / 591, 12)
  // (30 + 6 + 75) / 530
  expect(metrics.iso).toBeCloseTo(111 / 530, 12)
  expect(metrics.k_pct).toBeCloseTo(110 / 600, 12)
  expect(metrics.bb_pct).toBeCloseTo(55 / 600, 12)
})

test('a projected line at the season\'s own rates gives back the season', () => {
  const rates = Object.fromEntries(Object.entries(battingComponents(season)).map(([key, count]) => [key, count / season.pa])) as ReturnType<typeof battingComponents>
  const line = battingProjectionLine(rates, 600, weights)
  expect(line.ab).toBeCloseTo(530, 9)
  expect(line.h).toBeCloseTo(150, 9)
  expect(line.woba).toBeCloseTo(213.797 / 591, 12)
  expect(line.avg).toBeCloseTo(150 / 530, 12)
  // OBP = (150 + 55 + 6) / (530 + 55 + 6 + 5)
  expect(line.obp).toBeCloseTo(211 / 596, 12)
  // SLG = (150 + 30 + 6 + 75) / 530
  expect(line.slg).toBeCloseTo(261 / 530, 12)
})
