import { expectedWins, pythagenpatExponent, pythagoreanWinPct } from './pythagorean'

test('pythagorean W% with the default exponent 1.83', () => {
  // 600^1.83 / (600^1.83 + 500^1.83) = 1 / (1 + (5/6)^1.83) = 1 / (1 + 0.71630…) = .58265…
  const expected = 1 / (1 + Math.pow(5 / 6, 1.83))
  expect(pythagoreanWinPct({ runsScored: 600, runsAllowed: 500 })).toBeCloseTo(expected, 12)
  expect(expected).toBeCloseTo(0.5826, 4)
})

test('pythagorean W% with exponent 2 is R² / (R² + RA²)', () => {
  // 400² / (400² + 300²) = 160000 / 250000 = .64
  expect(pythagoreanWinPct({ runsScored: 400, runsAllowed: 300, exponent: 2 })).toBeCloseTo(0.64, 12)
})

test('equal runs give .500 and no runs at all give null', () => {
  expect(pythagoreanWinPct({ runsScored: 550, runsAllowed: 550 })).toBeCloseTo(0.5, 12)
  expect(pythagoreanWinPct({ runsScored: 0, runsAllowed: 0 })).toBeNull()
  expect(pythagoreanWinPct({ runsScored: 0, runsAllowed: 10 })).toBe(0)
})

test('pythagenpat exponent is ((R + RA) / G)^0.287', () => {
  // (1100 / 143)^0.287 = 7.6923^0.287 ≈ 1.7960
  expect(pythagenpatExponent({ runsScored: 600, runsAllowed: 500, games: 143 })).toBeCloseTo(Math.pow(1100 / 143, 0.287), 12)
  expect(pythagenpatExponent({ runsScored: 600, runsAllowed: 500, games: 143 })).toBeCloseTo(1.796, 3)
  expect(pythagenpatExponent({ runsScored: 0, runsAllowed: 0, games: 0 })).toBeNull()
})

test('expected wins leave ties out of the decisions', () => {
  // .55 × (143 − 3) = .55 × 140 = 77
  expect(expectedWins({ winPct: 0.55, games: 143, ties: 3 })).toBeCloseTo(77, 12)
})
