import { pitchingRuns, playerValue } from './player-value'

test('pitching runs: a FIP one run under the league ERA over 180 innings is 20 runs', () => {
  // (3.50 − 2.50) × 540 outs / 27 = 20
  expect(pitchingRuns({ fip: 2.5, leagueEra: 3.5, outs: 540 })).toBeCloseTo(20, 12)
})

test('pitching runs are negative for a FIP above the league ERA', () => {
  // (3.30 − 4.20) × 270 / 27 = −9
  expect(pitchingRuns({ fip: 4.2, leagueEra: 3.3, outs: 270 })).toBeCloseTo(-9, 12)
})

test('pitching runs are unknown without a FIP or a league ERA', () => {
  expect(pitchingRuns({ fip: null, leagueEra: 3.3, outs: 270 })).toBeNull()
  expect(pitchingRuns({ fip: 3, leagueEra: null, outs: 270 })).toBeNull()
})

test('player value adds batting and pitching runs; a missing side is 0', () => {
  expect(playerValue({ battingRuns: 31.2, pitchingRuns: null })).toBeCloseTo(31.2, 12)
  // −4 batting (a pitcher at the plate) + 20 pitching = 16
  expect(playerValue({ battingRuns: -4, pitchingRuns: 20 })).toBeCloseTo(16, 12)
  expect(playerValue({ battingRuns: null, pitchingRuns: null })).toBe(0)
})
