import { battingRates, type BattingCounts } from './batting'

const line: BattingCounts = {
  pa: 600, ab: 520, h: 156, doubles: 30, triples: 3, hr: 25,
  bb: 60, ibb: 5, hbp: 8, so: 110, sf: 4, sh: 8,
}

test('computes every rate of a worked example line', () => {
  const r = battingRates(line)
  // TB = 156 + 30 + 2·3 + 3·25 = 267
  expect(r.tb).toBe(267)
  // AVG = 156 / 520 = .300
  expect(r.avg).toBeCloseTo(0.3, 12)
  // OBP = (156 + 60 + 8) / (520 + 60 + 8 + 4) = 224 / 592 = .378378…
  expect(r.obp).toBeCloseTo(224 / 592, 12)
  // SLG = 267 / 520 = .513461…
  expect(r.slg).toBeCloseTo(267 / 520, 12)
  // OPS = .378378… + .513461… = .891840…
  expect(r.ops).toBeCloseTo(224 / 592 + 267 / 520, 12)
  // ISO = .513461… − .300 = .213461…
  expect(r.iso).toBeCloseTo(267 / 520 - 0.3, 12)
  // BABIP = (156 − 25) / (520 − 110 − 25 + 4) = 131 / 389 = .336760…
  expect(r.babip).toBeCloseTo(131 / 389, 12)
  // K% = 110 / 600, BB% = 60 / 600 (BB includes the 5 IBB)
  expect(r.kPct).toBeCloseTo(110 / 600, 12)
  expect(r.bbPct).toBeCloseTo(0.1, 12)
})

test('OBP counts intentional walks as walks and sacrifice flies in the denominator', () => {
  const walksOnly = battingRates({ ...line, pa: 3, ab: 0, h: 0, doubles: 0, triples: 0, hr: 0, bb: 2, ibb: 2, hbp: 0, so: 0, sf: 1, sh: 0 })
  // (0 + 2 + 0) / (0 + 2 + 0 + 1) = 2/3
  expect(walksOnly.obp).toBeCloseTo(2 / 3, 12)
})

test('a batter with no at-bats has null AVG/SLG/OPS/ISO but can still have an OBP', () => {
  const r = battingRates({ pa: 2, ab: 0, h: 0, doubles: 0, triples: 0, hr: 0, bb: 1, ibb: 0, hbp: 0, so: 0, sf: 0, sh: 1 })
  expect(r.avg).toBeNull()
  expect(r.slg).toBeNull()
  expect(r.ops).toBeNull()
  expect(r.iso).toBeNull()
  expect(r.babip).toBeNull()
  expect(r.obp).toBe(1)
  expect(r.kPct).toBe(0)
  expect(r.tb).toBe(0)
})

test('an empty line gives null rates and zero total bases, never NaN', () => {
  const zero: BattingCounts = { pa: 0, ab: 0, h: 0, doubles: 0, triples: 0, hr: 0, bb: 0, ibb: 0, hbp: 0, so: 0, sf: 0, sh: 0 }
  const r = battingRates(zero)
  expect(Object.values(r).filter((value) => value !== null)).toEqual([0])
})
