import type { AgingCurve } from './aging-curve'
import { playerPath } from './player-path'

const curve: AgingCurve<'woba'> = {
  anchorAge: 27,
  points: [
    { age: 26, pairs: 40, thin: false, metrics: { woba: { delta: null, value: -0.01 } } },
    { age: 27, pairs: 40, thin: false, metrics: { woba: { delta: 0.01, value: 0 } } },
    { age: 28, pairs: 40, thin: false, metrics: { woba: { delta: -0.004, value: -0.004 } } },
  ],
}

test('the league curve is moved to his level: the playing-time-weighted mean of (his value − curve)', () => {
  const rows = playerPath({
    metric: 'woba',
    seasons: [
      { x: 26, sample: 500, values: { woba: 0.3 } },
      { x: 27, sample: 500, values: { woba: 0.32 } },
    ],
    curve,
    projection: { x: 28, value: 0.312, low: 0.28, high: 0.344 },
  })
  // offset = ((.300 + .010) + (.320 − 0)) / 2 = .315
  expect(rows.map((r) => r.x)).toEqual([26, 27, 28])
  expect(rows[0]?.expected).toBeCloseTo(0.305, 12)
  expect(rows[1]?.expected).toBeCloseTo(0.315, 12)
  expect(rows[2]?.expected).toBeCloseTo(0.311, 12)
  expect(rows[2]).toMatchObject({ actual: null, projected: 0.312, low: 0.28, high: 0.344 })
  expect(rows[0]).toMatchObject({ actual: 0.3, projected: null })
})

test('without a curve (no birth date) only his seasons are drawn, by year, with gaps as nulls', () => {
  const rows = playerPath({
    metric: 'woba',
    seasons: [
      { x: 2020, sample: 300, values: { woba: 0.3 } },
      { x: 2022, sample: 300, values: { woba: 0.31 } },
    ],
    curve: null,
    projection: null,
  })
  expect(rows.map((r) => [r.x, r.actual, r.expected])).toEqual([
    [2020, 0.3, null],
    [2021, null, null],
    [2022, 0.31, null],
  ])
})
