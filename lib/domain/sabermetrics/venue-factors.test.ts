import { gamesFor, isSmallSample, MIN_EVENTS, multiYearFactor, poolTotals, regressionYears, venueFactor, type VenueTotals } from './venue-factors'

const side = (games: number, counts: Partial<VenueTotals['counts']>, paGames = games): VenueTotals => ({
  games,
  paGames,
  counts: { runs: 0, hr: 0, h: 0, '2b': 0, '3b': 0, so: 0, bb: 0, ...counts },
})

test('a venue factor is the conventions page PF per event: (count / G at home) ÷ (count / G on the road)', () => {
  const home = side(60, { runs: 540, hr: 120 })
  const road = side(62, { runs: 496, hr: 100 })
  // runs (540 / 60) / (496 / 62) = 9 / 8 = 1.125; HR (120 / 60) / (100 / 62) = 2 / 1.6129 = 1.24
  expect(venueFactor(home, road, 'runs')).toBeCloseTo(1.125, 12)
  expect(venueFactor(home, road, 'hr')).toBeCloseTo(1.24, 12)
})

test('event factors need MIN_EVENTS on both sides; the run factor of a 2-game 地方球場 is still given', () => {
  const twoGames = side(2, { runs: 14, hr: 3, h: 30 })
  const road = side(70, { runs: 560, hr: 70, h: 560 })
  expect(MIN_EVENTS).toBe(20)
  // runs (14 / 2) / (560 / 70) = 7 / 8 = 0.875, shown as 参考 (small sample)
  expect(venueFactor(twoGames, road, 'runs')).toBeCloseTo(0.875, 12)
  expect(isSmallSample(twoGames.games)).toBe(true)
  expect(venueFactor(twoGames, road, 'hr')).toBeNull()
  // H: 30 at home and 560 on the road, both ≥ 20: (30 / 2) / (560 / 70) = 15 / 8
  expect(venueFactor(twoGames, road, 'h')).toBeCloseTo(1.875, 12)
  expect(isSmallSample(10)).toBe(false)
})

test('event rates are per game with PA rows; runs per every game (a line-score-only game has runs alone)', () => {
  const home = side(62, { runs: 496, so: 400 }, 50)
  expect(gamesFor(home, 'runs')).toBe(62)
  expect(gamesFor(home, 'so')).toBe(50)
  // SO (400 / 50) / (400 / 50) = 1
  expect(venueFactor(home, side(62, { runs: 496, so: 400 }, 50), 'so')).toBe(1)
  expect(venueFactor(side(0, {}), side(62, { runs: 496 }), 'runs')).toBeNull()
})

test('years of data count the seasons with at least 10 home games, at least 1 when there is a game', () => {
  expect(regressionYears([63, 62, 2])).toBe(2)
  expect(regressionYears([1, 2, 1, 1, 1])).toBe(1)
  expect(regressionYears([62, 61, 63, 60, 62])).toBe(5)
  expect(regressionYears([])).toBe(0)
})

test('pooling sums games and counts; the multi-year factor regresses the pooled PF by years', () => {
  const pooled = poolTotals([side(60, { runs: 540 }), side(60, { runs: 540 }, 0)])
  expect(pooled).toEqual(side(120, { runs: 1080 }, 60))
  // pooled PF (1080 / 120) / (900 / 120) = 1.2; 3 years keep 0.8 of the deviation: 1 + 0.2 × 0.8 = 1.16
  expect(multiYearFactor(pooled, side(120, { runs: 900 }), 'runs', 3)).toBeCloseTo(1.16, 12)
  expect(multiYearFactor(pooled, side(120, { runs: 900 }), 'hr', 3)).toBeNull()
})
