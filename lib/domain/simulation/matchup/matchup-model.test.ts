import { matchupModel } from './matchup-model'
import { NO_OUTCOMES, outcomeValues, sumOutcomes, type OutcomeValues } from './outcomes'

/** A league of 10,000 PAs, half same-handed, with the same mix on both sides. */
const league: OutcomeValues = { K: 2000, BB: 800, HBP: 100, '1B': 1500, '2B': 400, '3B': 50, HR: 250, GO: 2000, LO: 900, FO: 2000 }
const half = outcomeValues((outcome) => league[outcome] / 2)
const base = { league: { same: half, opposite: half }, leagueAll: league, relation: null, park: null }

test('an average batter against an average pitcher in a neutral park gets the league rates, stage by stage', () => {
  const model = matchupModel({ ...base, batter: league, pitcher: league })
  for (const [outcome, count] of Object.entries(league)) {
    const key = outcome as keyof OutcomeValues
    expect(model.batterShrunk[key]).toBeCloseTo(count / 10_000, 12)
    expect(model.final[key]).toBeCloseTo(count / 10_000, 12)
  }
})

test('a batter with no PAs is the league; the pitcher alone moves the answer', () => {
  const strikeouts: OutcomeValues = { ...NO_OUTCOMES, K: 300, GO: 700 }
  const model = matchupModel({ ...base, batter: NO_OUTCOMES, pitcher: strikeouts })
  expect(model.batterShrunk.K).toBeCloseTo(0.2, 12)
  expect(model.final.K).toBeCloseTo(model.log5.K, 12)
  expect(model.final.K).toBeGreaterThan(0.2)
  expect(sumOutcomes(model.final)).toBeCloseTo(1, 12)
})

test('a home-run park and a same-handed split move the final probabilities, which still sum to 1', () => {
  const sameHeavy = { same: { ...half, K: 1200 }, opposite: { ...half, K: 800 } }
  const model = matchupModel({ ...base, league: sameHeavy, batter: league, pitcher: league, relation: 'same', park: { hr: 1.3 } })
  // Same-handed: 1,200 K in 5,200 PAs, against 2,000 in all 10,000.
  expect(model.platoon.K).toBeCloseTo(1200 / 5200 / (2000 / 10_000), 12)
  expect(model.park.HR).toBe(1.3)
  expect(model.final.HR).toBeGreaterThan(model.log5.HR)
  expect(sumOutcomes(model.final)).toBeCloseTo(1, 12)
})
