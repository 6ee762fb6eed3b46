import { matchupProbabilities, normalise, oddsRatio } from './odds-ratio'
import { NO_OUTCOMES, sumOutcomes, type OutcomeValues } from './outcomes'

const three = (k: number, bb: number, go: number): OutcomeValues => ({ ...NO_OUTCOMES, K: k, BB: bb, GO: go })

describe('oddsRatio (Tango, "The Odds Ratio Method")', () => {
  test('worked by hand: .25 batter against .20 pitcher in a .20 league → odds (1/3 · 1/4) ÷ 1/4 = 1/3 → .25', () => {
    expect(oddsRatio(0.25, 0.2, 0.2)).toBeCloseTo(0.25, 12)
  })

  test('two above-average sides compound: .30 batter, .30 pitcher, .20 league → odds (3/7)² ÷ 1/4 = 36/49 → 36/85', () => {
    expect(oddsRatio(0.3, 0.3, 0.2)).toBeCloseTo(36 / 85, 12)
  })

  test('an outcome the league never sees stays at the league rate; a zero side makes it impossible', () => {
    expect(oddsRatio(0.1, 0.1, 0)).toBe(0)
    expect(oddsRatio(0, 0.3, 0.2)).toBe(0)
    expect(oddsRatio(1, 0.3, 0.2)).toBe(1)
  })
})

describe('matchupProbabilities (generalised log5, Haechrel 2014)', () => {
  test('three outcomes worked by hand: odds ratios 1/4, 23/365, 13/19, then renormalised over 27663/27740', () => {
    // K: (1/3 · 1/4) ÷ 1/4 = 1/3 → 1/4. BB: (1/9 · 1/19) ÷ 2/23 = 23/342 → 23/365. GO: (13/7 · 3) ÷ 18/7 = 13/6 → 13/19.
    const answer = matchupProbabilities({ batter: three(0.25, 0.1, 0.65), pitcher: three(0.2, 0.05, 0.75), league: three(0.2, 0.08, 0.72) })
    expect(answer.K).toBeCloseTo(6935 / 27663, 12)
    expect(answer.BB).toBeCloseTo(1748 / 27663, 12)
    expect(answer.GO).toBeCloseTo(18980 / 27663, 12)
    expect(answer.HR).toBe(0)
    expect(sumOutcomes(answer)).toBeCloseTo(1, 12)
  })

  test('an average pitcher returns the batter, an average batter the pitcher', () => {
    const league = three(0.2, 0.08, 0.72)
    const batter = three(0.25, 0.1, 0.65)
    const answer = matchupProbabilities({ batter, pitcher: league, league })
    expect(answer.K).toBeCloseTo(0.25, 12)
    expect(answer.BB).toBeCloseTo(0.1, 12)
    expect(answer.GO).toBeCloseTo(0.65, 12)
  })
})

test('normalise scales to a sum of 1 and leaves all-zero alone', () => {
  const scaled = normalise(three(1, 1, 2))
  expect(scaled).toMatchObject({ K: 0.25, BB: 0.25, GO: 0.5 })
  expect(normalise(NO_OUTCOMES)).toEqual(NO_OUTCOMES)
})
