import { applyFactors, NEUTRAL, parkFactors, platoonFactors, platoonRelation } from './adjust'
import { NO_OUTCOMES, sumOutcomes, type OutcomeValues } from './outcomes'

test('platoon relation: same hands, opposite hands, a switch hitter always opposite, unknown hands none', () => {
  expect(platoonRelation('R', 'R')).toBe('same')
  expect(platoonRelation('L', 'L')).toBe('same')
  expect(platoonRelation('L', 'R')).toBe('opposite')
  expect(platoonRelation('S', 'L')).toBe('opposite')
  expect(platoonRelation(null, 'R')).toBeNull()
})

describe('platoonFactors', () => {
  const counts = { same: { ...NO_OUTCOMES, K: 30, GO: 70 }, opposite: { ...NO_OUTCOMES, K: 20, GO: 80 } }

  test('worked by hand: K in 30 of 100 same-handed and 20 of 100 opposite PAs, pooled .25 → 1.2 and 0.8', () => {
    const same = platoonFactors(counts, 'same')
    expect(same.K).toBeCloseTo(1.2, 12)
    expect(same.GO).toBeCloseTo(0.7 / 0.75, 12)
    const opposite = platoonFactors(counts, 'opposite')
    expect(opposite.K).toBeCloseTo(0.8, 12)
    expect(opposite.GO).toBeCloseTo(0.8 / 0.75, 12)
  })

  test('an outcome the league never saw, and an unknown relation, are neutral', () => {
    expect(platoonFactors(counts, 'same').HR).toBe(1)
    expect(platoonFactors(counts, null)).toEqual(NEUTRAL)
  })
})

test('park factors: hits by type (単打 by the hits factor), K and BB by theirs, the rest 1; a missing factor is 1', () => {
  const factors = parkFactors({ h: 1.05, '2b': 1.1, '3b': null, hr: 1.3, so: 0.95, bb: 1 })
  expect(factors).toMatchObject({ '1B': 1.05, '2B': 1.1, '3B': 1, HR: 1.3, K: 0.95, BB: 1, HBP: 1, GO: 1, LO: 1, FO: 1 })
})

test('applyFactors multiplies then renormalises: .1 HR ×1.5 among .9 outs → .15/1.05', () => {
  const probabilities: OutcomeValues = { ...NO_OUTCOMES, HR: 0.1, GO: 0.9 }
  const adjusted = applyFactors(probabilities, { ...NEUTRAL, HR: 1.5 })
  expect(adjusted.HR).toBeCloseTo(0.15 / 1.05, 12)
  expect(adjusted.GO).toBeCloseTo(0.9 / 1.05, 12)
  expect(sumOutcomes(adjusted)).toBeCloseTo(1, 12)
})
