import { pitchingRates, type PitchingCounts } from './pitching'

const line: PitchingCounts = { outs: 540, bf: 740, h: 150, hr: 12, bb: 45, ibb: 3, hbp: 6, so: 180, r: 58, er: 50 }

test('computes every rate of a worked example line (180 innings = 540 outs)', () => {
  const r = pitchingRates(line)
  // ERA = 50 × 27 / 540 = 2.5
  expect(r.era).toBeCloseTo(2.5, 12)
  // WHIP = (45 + 150) × 3 / 540 = 585 / 540 = 1.0833…
  expect(r.whip).toBeCloseTo(585 / 540, 12)
  // K/9 = 180 × 27 / 540 = 9; BB/9 = 45 × 27 / 540 = 2.25; HR/9 = 12 × 27 / 540 = 0.6
  expect(r.k9).toBeCloseTo(9, 12)
  expect(r.bb9).toBeCloseTo(2.25, 12)
  expect(r.hr9).toBeCloseTo(0.6, 12)
  // K/BB = 180 / 45 = 4
  expect(r.kbb).toBeCloseTo(4, 12)
  // K% = 180 / 740, BB% = 45 / 740
  expect(r.kPct).toBeCloseTo(180 / 740, 12)
  expect(r.bbPct).toBeCloseTo(45 / 740, 12)
})

test('ERA uses outs, not rounded innings: 1 ER in 2/3 of an inning is 13.5', () => {
  // 1 × 27 / 2 = 13.5
  expect(pitchingRates({ ...line, outs: 2, er: 1 }).era).toBeCloseTo(13.5, 12)
})

test('zero outs with earned runs gives null rates rather than Infinity', () => {
  const r = pitchingRates({ outs: 0, bf: 3, h: 2, hr: 1, bb: 1, ibb: 0, hbp: 0, so: 0, r: 3, er: 3 })
  expect(r.era).toBeNull()
  expect(r.whip).toBeNull()
  expect(r.k9).toBeNull()
  expect(r.kPct).toBe(0)
})

test('K/BB is null without walks', () => {
  expect(pitchingRates({ ...line, bb: 0, ibb: 0 }).kbb).toBeNull()
})
