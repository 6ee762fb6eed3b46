import { rebaselined, rebaselineFactors } from './rebaseline'

test('rebaseline factor = target ÷ the population mean weighted by projected playing time (Tango)', () => {
  // (500·.030 + 300·.010) / 800 = .0225; .020 / .0225 = .8889
  const factors = rebaselineFactors(
    [
      { opportunities: 500, rates: { hr: 0.03 } },
      { opportunities: 300, rates: { hr: 0.01 } },
    ],
    { hr: 0.02 },
  )
  expect(factors.hr).toBeCloseTo(0.02 / 0.0225, 12)
  expect(rebaselined({ hr: 0.03 }, factors).hr).toBeCloseTo(0.03 * (0.02 / 0.0225), 12)
})

test('the rebaselined population averages the target exactly', () => {
  const population = [
    { opportunities: 610, rates: { bb: 0.11 } },
    { opportunities: 250, rates: { bb: 0.05 } },
    { opportunities: 420, rates: { bb: 0.08 } },
  ]
  const factors = rebaselineFactors(population, { bb: 0.085 })
  const mean = population.reduce((sum, p) => sum + p.opportunities * rebaselined(p.rates, factors).bb, 0) / 1280
  expect(mean).toBeCloseTo(0.085, 12)
})

test('an empty population keeps every factor at 1', () => {
  expect(rebaselineFactors([], { hr: 0.02 })).toEqual({ hr: 1 })
})
