import { binIndex, calibrate, homeOutcome, worstBin } from './calibration'

test('a home win scores 1, a tie ½, a loss 0: the WE-for-WPA scale (P(win) + ½·P(tie))', () => {
  expect([homeOutcome(4, 2), homeOutcome(3, 3), homeOutcome(0, 1)]).toEqual([1, 0.5, 0])
})

test('5-point bins: boundaries belong to the bin above, a decided game (1.0) to the last bin', () => {
  expect([binIndex(0), binIndex(0.0499), binIndex(0.05), binIndex(0.5), binIndex(0.35), binIndex(0.999), binIndex(1)]).toEqual([0, 0, 1, 10, 7, 19, 19])
})

test('worked example (Brier 1950): three PAs, two bins, Brier .28 against a baseline of .1667', () => {
  // .8 → win: (.8 − 1)² = .04; .8 → loss: .64; .1 → tie: (.1 − .5)² = .16. Brier = .84 / 3 = .28.
  const calibration = calibrate([
    { predicted: 0.8, outcome: 1 },
    { predicted: 0.8, outcome: 0 },
    { predicted: 0.1, outcome: 0.5 },
  ])
  expect(calibration?.pas).toBe(3)
  expect(calibration?.brier).toBeCloseTo(0.84 / 3, 12)
  // Results 1, 0, ½: mean ½, variance (.25 + .25 + 0) / 3.
  expect(calibration?.baseline).toBeCloseTo(0.5 / 3, 12)
  expect(calibration?.bins).toEqual([
    { lower: 0.1, upper: 0.15, pas: 1, predicted: 0.1, observed: 0.5 },
    { lower: 0.8, upper: 0.85, pas: 2, predicted: 0.8, observed: 0.5 },
  ])
})

test('a perfectly calibrated forecaster lies on the diagonal, and the bin counts add up to the PAs', () => {
  // In each bin, a share p of wins at prediction p.
  const samples = [0.05, 0.25, 0.5, 0.75, 0.95].flatMap((p) => Array.from({ length: 20 }, (_, i) => ({ predicted: p, outcome: i < p * 20 ? 1 : 0 })))
  const calibration = calibrate(samples)
  expect(calibration?.bins.reduce((sum, bin) => sum + bin.pas, 0)).toBe(samples.length)
  for (const bin of calibration?.bins ?? []) expect(bin.observed).toBeCloseTo(bin.predicted, 12)
  expect(calibration && worstBin(calibration, 1)?.gap).toBeCloseTo(0, 12)
  expect(calibration?.brier).toBeLessThan(calibration?.baseline ?? 0)
})

test('the worst bin is the one farthest from the diagonal among bins big enough to count', () => {
  const calibration = calibrate([
    { predicted: 0.3, outcome: 1 },
    ...Array.from({ length: 4 }, (_, i) => ({ predicted: 0.6, outcome: i === 0 ? 0 : 1 })),
  ])
  expect(calibration && worstBin(calibration, 1)).toMatchObject({ lower: 0.3, gap: 0.7 })
  expect(calibration && worstBin(calibration, 2)).toMatchObject({ lower: 0.6, pas: 4 })
  expect(calibration && worstBin(calibration, 5)).toBeNull()
})

test('no PAs: no calibration', () => {
  expect(calibrate([])).toBeNull()
})
