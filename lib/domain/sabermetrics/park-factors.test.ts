import { appliedParkFactor, parkFactor, regressParkFactor } from './park-factors'

test('PF is home runs per game over road runs per game', () => {
  // (650 / 71) / (560 / 72) = 9.154930 / 7.777778 = 1.177062
  expect(parkFactor({ homeRuns: 650, homeGames: 71, roadRuns: 560, roadGames: 72 })).toBeCloseTo(1.177062, 6)
  expect(parkFactor({ homeRuns: 500, homeGames: 70, roadRuns: 500, roadGames: 70 })).toBe(1)
})

test('PF is null without games or road runs', () => {
  expect(parkFactor({ homeRuns: 10, homeGames: 0, roadRuns: 10, roadGames: 2 })).toBeNull()
  expect(parkFactor({ homeRuns: 10, homeGames: 2, roadRuns: 0, roadGames: 2 })).toBeNull()
})

test('regression keeps 0.6 / 0.7 / 0.8 / 0.9 / 0.95 of the deviation by years of data', () => {
  // 1 + (1.2 − 1) × kept
  expect([1, 2, 3, 4, 5, 8].map((years) => regressParkFactor(1.2, years))).toEqual(
    [1.12, 1.14, 1.16, 1.18, 1.19, 1.19].map((value) => expect.closeTo(value, 12)),
  )
  expect(regressParkFactor(0.9, 1)).toBeCloseTo(0.94, 12)
  expect(regressParkFactor(1.3, 0)).toBe(1)
})

test('the applied factor halves the effect because half the games are at home', () => {
  // (1.19 + 1) / 2 = 1.095 — the 2024 Swallows comparison figure, halved
  expect(appliedParkFactor(1.19)).toBeCloseTo(1.095, 12)
  expect(appliedParkFactor(1)).toBe(1)
})
