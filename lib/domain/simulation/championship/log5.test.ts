import { gameOdds, homeWinProbability, log5 } from './log5'

test('log5 worked example (Bill James 1981): a .600 club beats a .400 club 69.2% of the time', () => {
  // .6 × .6 = .36 against .4 × .4 = .16 → .36 / .52.
  expect(log5(0.6, 0.4)).toBeCloseTo(0.36 / 0.52, 12)
  expect(log5(0.6, 0.5)).toBeCloseTo(0.6, 12)
  expect(log5(0.5, 0.5)).toBe(0.5)
})

test('log5 is symmetric: P(A beats B) + P(B beats A) = 1', () => {
  expect(log5(0.58, 0.47) + log5(0.47, 0.58)).toBeCloseTo(1, 12)
})

test('home edge multiplies the odds: .600 at home to .400 with a .530 home edge wins 71.7% of decided games', () => {
  // odds(.6923) = 2.25; odds(.53) = 1.12766; 2.25 × 1.12766 = 2.53723 → 2.53723 / 3.53723 = .71729.
  expect(homeWinProbability({ home: 0.6, away: 0.4, homeEdge: 0.53 })).toBeCloseTo(0.71729, 5)
  // Equal clubs play to the home edge itself.
  expect(homeWinProbability({ home: 0.5, away: 0.5, homeEdge: 0.53 })).toBeCloseTo(0.53, 12)
})

test('game odds: the tie rate comes off the top and the three outcomes sum to 1', () => {
  const odds = gameOdds({ home: 0.6, away: 0.4, homeEdge: 0.5, tieRate: 0.02 })
  expect(odds.tie).toBe(0.02)
  expect(odds.homeWin).toBeCloseTo(0.98 * (0.36 / 0.52), 12)
  expect(odds.homeWin + odds.tie + odds.awayWin).toBeCloseTo(1, 12)
})
