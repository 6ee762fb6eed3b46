import { brierScore } from './brier'

test('Brier (1950) worked example: 70% and 30% forecasts that both come out right score 0.09', () => {
  expect(brierScore([{ probability: 0.7, happened: true }, { probability: 0.3, happened: false }])).toBeCloseTo(0.09, 12)
})

test('a league of six with 1/6 each scores 5/36 (the uniform baseline), a sure right call 0', () => {
  const uniform = [true, false, false, false, false, false].map((happened) => ({ probability: 1 / 6, happened }))
  expect(brierScore(uniform)).toBeCloseTo(5 / 36, 12)
  expect(brierScore([{ probability: 1, happened: true }, { probability: 0, happened: false }])).toBe(0)
  expect(brierScore([])).toBeNull()
})
