import { NO_OUTCOMES, sumOutcomes, type OutcomeValues } from './outcomes'
import { regress, shrinkRates } from './shrink'
import { STABILIZATION_POINTS } from './stabilization-points'

const league: OutcomeValues = { K: 0.2, BB: 0.08, HBP: 0.01, '1B': 0.15, '2B': 0.04, '3B': 0.005, HR: 0.025, GO: 0.2, LO: 0.09, FO: 0.2 }
const batter: OutcomeValues = { K: 30, BB: 10, HBP: 0, '1B': 15, '2B': 5, '3B': 0, HR: 5, GO: 15, LO: 5, FO: 15 }

test('regress adds r PA of league rate (Carleton stabilization): 30 K in 100 PA, league .20, r 60 → 42/160', () => {
  expect(regress(30, 100, 0.2, 60)).toBeCloseTo(0.2625, 12)
  expect(regress(0, 0, 0.2, 60)).toBeCloseTo(0.2, 12)
})

test('a 100-PA batter worked by hand: events per PA, outs in play from what is left, split by regressed shares', () => {
  const shrunk = shrinkRates({ counts: batter, league, points: STABILIZATION_POINTS.batter })
  expect(shrunk.K).toBeCloseTo(42 / 160, 12)
  expect(shrunk.BB).toBeCloseTo(19.6 / 220, 12)
  expect(shrunk.HBP).toBeCloseTo(2.4 / 340, 12)
  expect(shrunk['1B']).toBeCloseTo(58.5 / 390, 12)
  expect(shrunk['2B']).toBeCloseTo(69.4 / 1710, 12)
  expect(shrunk['3B']).toBeCloseTo(8.05 / 1710, 12)
  expect(shrunk.HR).toBeCloseTo(9.25 / 270, 12)
  const events = 42 / 160 + 19.6 / 220 + 2.4 / 340 + 58.5 / 390 + 69.4 / 1710 + 8.05 / 1710 + 9.25 / 270
  // League shares of outs in play: .2/.49, .09/.49, .2/.49; his 15/5/15 of 35, regressed by 80/600/80.
  const go = (15 + (80 * 0.2) / 0.49) / 115
  const lo = (5 + (600 * 0.09) / 0.49) / 635
  expect(shrunk.GO).toBeCloseTo(((1 - events) * go) / (go + lo + go), 12)
  expect(shrunk.LO).toBeCloseTo(((1 - events) * lo) / (go + lo + go), 12)
  expect(shrunk.FO).toBeCloseTo(shrunk.GO, 12)
  expect(sumOutcomes(shrunk)).toBeCloseTo(1, 12)
})

test('no PA at all gives the league rates; a huge sample keeps his own', () => {
  const none = shrinkRates({ counts: NO_OUTCOMES, league, points: STABILIZATION_POINTS.pitcher })
  for (const [outcome, value] of Object.entries(league)) expect(none[outcome as keyof OutcomeValues]).toBeCloseTo(value, 12)
  const huge = shrinkRates({ counts: Object.fromEntries(Object.entries(batter).map(([key, value]) => [key, value * 1e6])) as OutcomeValues, league, points: STABILIZATION_POINTS.batter })
  expect(huge.K).toBeCloseTo(0.3, 4)
  expect(huge.GO).toBeCloseTo(0.15, 4)
})

test('the pitcher constants regress his HR rate harder than the batter constants do', () => {
  const counts: OutcomeValues = { ...NO_OUTCOMES, HR: 20, GO: 180 }
  const asBatter = shrinkRates({ counts, league, points: STABILIZATION_POINTS.batter })
  const asPitcher = shrinkRates({ counts, league, points: STABILIZATION_POINTS.pitcher })
  expect(asPitcher.HR).toBeLessThan(asBatter.HR)
  expect(asPitcher.HR).toBeCloseTo((20 + 1320 * 0.025) / 1520, 12)
})
