import { battedBallRates, statBattingRates, statPitchingRates } from './stat-line-rates'

test('batted-ball shares are of typed balls in play; none gives null, not 0 %', () => {
  expect(battedBallRates({ gb: 45, ld: 20, fb: 25, pu: 10 })).toEqual({ gb_pct: 0.45, ld_pct: 0.2, fb_pct: 0.25, pu_pct: 0.1 })
  expect(battedBallRates({ gb: 0, ld: 0, fb: 0, pu: 0 }).gb_pct).toBeNull()
})

test('pitching: K−BB % = (SO − BB) / BF, BABIP = (H − HR) / (AB − SO − HR + SF), FIP with the constant, no ERA without earned runs', () => {
  const counts = { outs: 540, bf: 760, ab: 690, h: 150, hr: 15, bb: 50, ibb: 2, hbp: 5, so: 180, sf: 5, er: 50, gb: 200, ld: 90, fb: 150, pu: 40 }
  const rates = statPitchingRates(counts, 2.7273)
  expect(rates.k_bb_pct).toBeCloseTo(130 / 760, 12)
  expect(rates.babip).toBeCloseTo(135 / 500, 12)
  expect(rates.era).toBe(2.5)
  expect(rates.fip).toBeCloseTo(((13 * 15 + 3 * 55 - 2 * 180) * 3) / 540 + 2.7273, 10)
  expect(statPitchingRates({ ...counts, er: null }, null)).toMatchObject({ era: null, fip: null })
})

test('batting: the wOBA family uses the league context, and is null without one', () => {
  const counts = { pa: 600, ab: 520, h: 156, doubles: 30, triples: 2, hr: 25, bb: 60, ibb: 5, hbp: 8, so: 110, sf: 6, sh: 6, gb: 150, ld: 80, fb: 120, pu: 30 }
  const league = { wBB: 0.69, wHBP: 0.72, w1B: 0.89, w2B: 1.27, w3B: 1.62, wHR: 2.1, scale: 1.2, leagueWoba: 0.31, runsPerPa: 0.115, fipConstant: 3.1 }
  const rates = statBattingRates(counts, league, 1)
  // (0.69·55 + 0.72·8 + 0.89·99 + 1.27·30 + 1.62·2 + 2.1·25) / (520 + 60 − 5 + 6 + 8)
  expect(rates.woba).toBeCloseTo((0.69 * 55 + 0.72 * 8 + 0.89 * 99 + 1.27 * 30 + 1.62 * 2 + 2.1 * 25) / 589, 12)
  expect(rates.avg).toBe(0.3)
  expect(statBattingRates(counts, null, 1)).toMatchObject({ woba: null, wraa: null, wrc: null, wrc_plus: null })
})
