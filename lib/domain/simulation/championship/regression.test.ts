import { boundedStrength, fitRegressionGames, regressedStrength } from './regression'

test('regression worked example: .600 after 70 games with k = 70 is (42 + 35) / 140 = .550', () => {
  expect(regressedStrength({ measured: 0.6, games: 70, regressionGames: 70 })).toBeCloseTo(0.55, 12)
  expect(regressedStrength({ measured: 0.6, games: 0, regressionGames: 70 })).toBe(0.5)
  expect(regressedStrength({ measured: 0.7, games: 0, regressionGames: 0 })).toBe(0.5)
})

test('fit worked example: .600 and .400 clubs after 50 games who went .550 and .450 the rest of the way give k = 50', () => {
  const fit = fitRegressionGames([
    { measured: 0.6, games: 50, restWins: 11, restLosses: 9 },
    { measured: 0.4, games: 50, restWins: 9, restLosses: 11 },
  ])
  expect(fit?.games).toBe(50)
  expect(fit?.rmse).toBeCloseTo(0, 12)
})

test('no regression (k = 0) when the rest of the season repeats the first part; null without decisions left', () => {
  expect(fitRegressionGames([{ measured: 0.6, games: 50, restWins: 6, restLosses: 4 }])?.games).toBe(0)
  expect(fitRegressionGames([{ measured: 0.6, games: 143, restWins: 0, restLosses: 0 }])).toBeNull()
})

test('strengths stay inside (0, 1) for log5', () => {
  expect(boundedStrength(1)).toBe(0.99)
  expect(boundedStrength(0)).toBe(0.01)
  expect(boundedStrength(0.5)).toBe(0.5)
})
