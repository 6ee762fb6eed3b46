import { pitcherRegressionBf } from './pitching-model'
import { pitchingComponents, pitchingMetrics, pitchingProjectionLine, type PitchingTotals } from './pitching-line'

const season: PitchingTotals = { g: 25, gs: 25, outs: 480, bf: 638, h: 126, hr: 11, bb: 41, hbp: 6, so: 111, er: 39 }

test('ERA, FIP, K% and BB% of a season by hand (conventions page)', () => {
  const metrics = pitchingMetrics(season, 3.0)
  expect(metrics.era).toBeCloseTo((39 * 27) / 480, 12)
  // (13·11 + 3·47 − 2·111)·3 / 480 + 3.0 = 62·3 / 480 + 3 = 3.3875
  expect(metrics.fip).toBeCloseTo(3.3875, 12)
  expect(metrics.k_pct).toBeCloseTo(111 / 638, 12)
  expect(metrics.bb_pct).toBeCloseTo(41 / 638, 12)
})

test('a projected line at the season\'s own rates gives back the season (BF = outs ÷ outs per BF)', () => {
  const rates = Object.fromEntries(Object.entries(pitchingComponents(season)).map(([key, count]) => [key, count / season.bf])) as ReturnType<typeof pitchingComponents>
  const line = pitchingProjectionLine(rates, 480, 3.0)
  expect(line.bf).toBeCloseTo(638, 9)
  expect(line.h).toBeCloseTo(126, 9)
  expect(line.era).toBeCloseTo((39 * 27) / 480, 12)
  expect(line.fip).toBeCloseTo(3.3875, 12)
  expect(line.whip).toBeCloseTo((41 + 126) * 3 / 480, 12)
})

test('the pitchers\' 134 IP of regression as BF at the league\'s outs per BF', () => {
  expect(pitcherRegressionBf(0.7)).toBeCloseTo(402 / 0.7, 12)
})
