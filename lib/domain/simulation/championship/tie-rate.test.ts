import { smoothedTieRate } from './tie-rate'

test('tie rate worked example: 3 ties in 150 games with a .020 prior over 100 games is 5 / 250 = .020', () => {
  expect(smoothedTieRate({ ties: 3, games: 150, prior: 0.02 })).toBeCloseTo(0.02, 12)
})

test('before any game the prior stands; late in a season the league\'s own rate dominates', () => {
  expect(smoothedTieRate({ ties: 0, games: 0, prior: 0.025 })).toBe(0.025)
  // 12 ties in 375 league games (.032) with a .020 prior: (12 + 2) / 475 = .0295.
  expect(smoothedTieRate({ ties: 12, games: 375, prior: 0.02 })).toBeCloseTo(14 / 475, 12)
})
