import { marcelAgeFactor } from './age'
import { marcelRates, type AgeEffect } from './marcel'
import { rebaselined, rebaselineFactors } from './rebaseline'

type Key = 'hr' | 'so'
const effects: Record<Key, AgeEffect> = { hr: 'good', so: 'bad' }

// A three-season batter, most recent first, and his league's rates each season.
const seasons = [
  { opportunities: 600, counts: { hr: 30, so: 120 }, league: { hr: 0.025, so: 0.18 } },
  { opportunities: 500, counts: { hr: 20, so: 110 }, league: { hr: 0.024, so: 0.175 } },
  { opportunities: 400, counts: { hr: 12, so: 100 }, league: { hr: 0.022, so: 0.17 } },
]

test('Marcel worked example (Tango 2004): 5/4/3 weights, 1200 PA of league rate, age 26, rebaselined', () => {
  const projected = marcelRates({ seasons, weights: [5, 4, 3], regression: 1200, effects, ageFactor: marcelAgeFactor(26) })
  expect(projected).not.toBeNull()
  if (!projected) return
  // Σw·PA = 5·600 + 4·500 + 3·400 = 6200; Σw·HR = 150 + 80 + 36 = 266; Σw·SO = 600 + 440 + 300 = 1340.
  // League weighted as his seasons: HR (3000·.025 + 2000·.024 + 1200·.022) / 6200 = 149.4 / 6200;
  // SO (3000·.18 + 2000·.175 + 1200·.17) / 6200 = 1094 / 6200.
  const hr = (266 + (1200 * 149.4) / 6200) / (6200 + 1200) // .039854
  const so = (1340 + (1200 * 1094) / 6200) / (6200 + 1200) // .209695
  // Age 26: factor 1 + 0.006·3 = 1.018, times for HR (good), over for SO (bad).
  expect(projected.rates.hr).toBeCloseTo(hr * 1.018, 12)
  expect(projected.rates.so).toBeCloseTo(so / 1.018, 12)
  expect(projected.rates.hr).toBeCloseTo(0.040571, 6)
  expect(projected.rates.so).toBeCloseTo(0.205987, 6)
  expect(projected.weighted).toBe(6200)
  expect(projected.reliability).toBeCloseTo(6200 / 7400, 12)
  // Rebaseline: with a second projected player (400 PA at .020 HR, .22 SO) against a target league of .026 HR and .19 SO.
  const population = [
    { opportunities: 555, rates: projected.rates },
    { opportunities: 400, rates: { hr: 0.02, so: 0.22 } },
  ]
  const factors = rebaselineFactors(population, { hr: 0.026, so: 0.19 })
  const meanHr = (555 * projected.rates.hr + 400 * 0.02) / 955
  expect(factors.hr).toBeCloseTo(0.026 / meanHr, 12)
  expect(rebaselined(projected.rates, factors).hr).toBeCloseTo((projected.rates.hr * 0.026) / meanHr, 12)
})

test('an older batter loses on good events and gains on bad ones; a neutral component ignores age', () => {
  const one = [{ opportunities: 600, counts: { hr: 30, so: 120, sh: 6 }, league: { hr: 0.025, so: 0.18, sh: 0.01 } }]
  const at = (age: number) =>
    marcelRates({ seasons: one, weights: [5], regression: 1200, effects: { hr: 'good', so: 'bad', sh: 'neutral' } as const, ageFactor: marcelAgeFactor(age) })
  const peak = at(29)
  const old = at(35)
  expect(peak && old).toBeTruthy()
  if (!peak || !old) return
  // (5·30 + 1200·.025) / (3000 + 1200) = 180 / 4200
  expect(peak.rates.hr).toBeCloseTo(180 / 4200, 12)
  expect(old.rates.hr).toBeCloseTo(180 / 4200 / 1.018, 12)
  expect(old.rates.so).toBeCloseTo(((600 + 216) / 4200) * 1.018, 12)
  expect(old.rates.sh).toBeCloseTo(peak.rates.sh, 12)
})

test('a missing season counts nothing, and no opportunities at all is no projection', () => {
  const gap = marcelRates({ seasons: [null, seasons[0] ?? null], weights: [5, 4, 3], regression: 1200, effects, ageFactor: 1 })
  // Only the season two years back, at weight 4: (4·30 + 1200·.025) / (2400 + 1200).
  expect(gap?.rates.hr).toBeCloseTo(150 / 3600, 12)
  expect(marcelRates({ seasons: [null, null, null], weights: [5, 4, 3], regression: 1200, effects, ageFactor: 1 })).toBeNull()
})
