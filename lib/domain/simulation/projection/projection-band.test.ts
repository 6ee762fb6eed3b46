import { bandCoverage, errorSd, fitErrorModel, projectionBand, rmse, Z80 } from './projection-band'

test('Z80 is Φ⁻¹(0.9) = 1.2816 (two-sided 80% normal band)', () => {
  expect(Z80).toBeCloseTo(1.2816, 4)
})

test('the error model recovers σ² = A + B/n from errors that follow it exactly', () => {
  // A = .0004, B = .1: n = 100 → e² = .0014, n = 400 → e² = .00065.
  const model = fitErrorModel([
    { error: Math.sqrt(0.0014), sample: 100 },
    { error: -Math.sqrt(0.0014), sample: 100 },
    { error: Math.sqrt(0.00065), sample: 400 },
  ])
  expect(model?.a).toBeCloseTo(0.0004, 12)
  expect(model?.b).toBeCloseTo(0.1, 12)
  if (!model) return
  // At 200 PA: σ = √(.0004 + .0005) = .03, band ±1.2816·.03
  expect(errorSd(model, 200)).toBeCloseTo(0.03, 12)
  const band = projectionBand(0.33, 200, model)
  expect(band.low).toBeCloseTo(0.33 - Z80 * 0.03, 12)
  expect(band.high).toBeCloseTo(0.33 + Z80 * 0.03, 12)
})

test('errors that grow with playing time leave no sampling term (B = 0, A = mean e²)', () => {
  const model = fitErrorModel([
    { error: 0.01, sample: 100 },
    { error: 0.03, sample: 500 },
  ])
  expect(model?.b).toBe(0)
  expect(model?.a).toBeCloseTo((0.0001 + 0.0009) / 2, 12)
})

test('a fit that would put A below 0 goes through the origin instead (A = 0, B = Σxy / Σx²)', () => {
  // e² = .2/n − .0002 would need a negative A.
  const points = [100, 200, 1000].map((n) => ({ error: Math.sqrt(0.2 / n - 0.0002), sample: n }))
  const model = fitErrorModel(points)
  expect(model?.a).toBe(0)
  const x = points.map((p) => 1 / p.sample)
  const y = points.map((p) => p.error ** 2)
  expect(model?.b).toBeCloseTo(x.reduce((s, v, i) => s + v * (y[i] ?? 0), 0) / x.reduce((s, v) => s + v * v, 0), 12)
})

test('no residuals, no model; RMSE and coverage by hand', () => {
  expect(fitErrorModel([])).toBeNull()
  expect(rmse([])).toBeNull()
  expect(rmse([0.03, -0.04])).toBeCloseTo(Math.sqrt((0.0009 + 0.0016) / 2), 12)
  // σ = .01 everywhere: 0.005 and −0.012 are inside ±.0128, 0.02 is not.
  const coverage = bandCoverage(
    [
      { error: 0.005, sample: 100 },
      { error: -0.012, sample: 100 },
      { error: 0.02, sample: 100 },
    ],
    { a: 0.0001, b: 0, residuals: 3 },
  )
  expect(coverage).toBeCloseTo(2 / 3, 12)
})
