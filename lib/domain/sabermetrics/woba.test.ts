import type { LinearWeight } from './linear-weights'
import { woba, wobaWeights, wraa, wrc, wrcPlus, type WobaCounts, type WobaWeights } from './woba'

// FanGraphs Guts!, MLB 2015 (vector quoted on the conventions page).
const fg2015: WobaWeights = { wBB: 0.687, wHBP: 0.718, w1B: 0.881, w2B: 1.256, w3B: 1.594, wHR: 2.065, scale: 1.251 }
const fgLeagueWoba = 0.313
// MLB 2015 league batting totals; with the FanGraphs weights they give wOBA
// (.687·13122 + .718·1602 + .881·28016 + 1.256·8242 + 1.594·939 + 2.065·4909) / 181444 = 56832.9 / 181444 = .3132
const mlb2015: WobaCounts = { ab: 165488, h: 42106, doubles: 8242, triples: 939, hr: 4909, bb: 14073, ibb: 951, hbp: 1602, sf: 1232 }

function lw(event: LinearWeight['event'], aboveOuts: number | null): LinearWeight {
  return { event, runValue: aboveOuts, aboveOuts, count: 1 }
}
// Run values above outs implied by the vector: weight ÷ scale.
const aboveOuts2015 = [
  lw('BB', fg2015.wBB / fg2015.scale),
  lw('HBP', fg2015.wHBP / fg2015.scale),
  lw('1B', fg2015.w1B / fg2015.scale),
  lw('2B', fg2015.w2B / fg2015.scale),
  lw('3B', fg2015.w3B / fg2015.scale),
  lw('HR', fg2015.wHR / fg2015.scale),
]

test('wOBA of MLB 2015 totals with the FanGraphs 2015 weights is the published league .313', () => {
  expect(woba(mlb2015, fg2015)).toBeCloseTo(fgLeagueWoba, 3)
})

test('weights recover the FanGraphs MLB 2015 scale 1.251 and vector from run values above outs', () => {
  const weights = wobaWeights({ linearWeights: aboveOuts2015, leagueObp: fgLeagueWoba, leagueTotals: mlb2015 })
  expect(weights).not.toBeNull()
  if (weights === null) return
  // scale = .313 / (.3132 / 1.251) ≈ 1.2501
  expect(Math.abs(weights.scale - 1.251)).toBeLessThan(0.002)
  for (const key of ['wBB', 'wHBP', 'w1B', 'w2B', 'w3B', 'wHR'] as const) expect(Math.abs(weights[key] - fg2015[key])).toBeLessThan(0.002)
})

test('the scale makes league wOBA equal league OBP exactly', () => {
  const weights = wobaWeights({ linearWeights: aboveOuts2015, leagueObp: 0.32, leagueTotals: mlb2015 })
  expect(weights === null ? null : woba(mlb2015, weights)).toBeCloseTo(0.32, 12)
})

test('weights are null when a needed event value or the league sample is missing', () => {
  expect(wobaWeights({ linearWeights: aboveOuts2015.slice(1), leagueObp: 0.313, leagueTotals: mlb2015 })).toBeNull()
  expect(wobaWeights({ linearWeights: [...aboveOuts2015.slice(1), lw('BB', null)], leagueObp: 0.313, leagueTotals: mlb2015 })).toBeNull()
  const empty: WobaCounts = { ab: 0, h: 0, doubles: 0, triples: 0, hr: 0, bb: 0, ibb: 0, hbp: 0, sf: 0 }
  expect(wobaWeights({ linearWeights: aboveOuts2015, leagueObp: 0.313, leagueTotals: empty })).toBeNull()
  expect(woba(empty, fg2015)).toBeNull()
})

test('wOBA leaves intentional walks out of both numerator and denominator', () => {
  const withIbb: WobaCounts = { ab: 10, h: 3, doubles: 0, triples: 0, hr: 0, bb: 2, ibb: 1, hbp: 0, sf: 0 }
  // (.687·1 + .881·3) / (10 + 2 − 1) = 3.33 / 11 = .302727…
  expect(woba(withIbb, fg2015)).toBeCloseTo(3.33 / 11, 12)
})

test('wRAA and wRC with the MLB 2015 scale (FanGraphs)', () => {
  // (.400 − .313) / 1.251 × 600 = .069544… × 600 = 41.7266
  expect(wraa({ woba: 0.4, leagueWoba: 0.313, scale: 1.251, pa: 600 })).toBeCloseTo(41.7266, 4)
  // (.069544… + .110) × 600 = 107.7266
  expect(wrc({ woba: 0.4, leagueWoba: 0.313, scale: 1.251, leagueRunsPerPa: 0.11, pa: 600 })).toBeCloseTo(107.7266, 4)
})

test('wRC+ is 100 for a league-average hitter in a neutral park', () => {
  expect(wrcPlus({ woba: 0.313, pa: 500, leagueWoba: 0.313, scale: 1.251, leagueRunsPerPa: 0.11, parkFactor: 1 })).toBeCloseTo(100, 12)
})

test('wRC+ credits the park through the applied factor', () => {
  const base = { woba: 0.4, pa: 600, leagueWoba: 0.313, scale: 1.251, leagueRunsPerPa: 0.11 }
  // ((.069544 + .110) + (.110 − 1 × .110)) / .110 × 100 = 163.22
  expect(wrcPlus({ ...base, parkFactor: 1 })).toBeCloseTo(163.2223, 3)
  // ((.069544 + .110) + (.110 − 1.05 × .110)) / .110 × 100 = (.179544 − .0055) / .110 × 100 = 158.22
  expect(wrcPlus({ ...base, parkFactor: 1.05 })).toBeCloseTo(158.2223, 3)
  expect(wrcPlus({ ...base, pa: 0, parkFactor: 1 })).toBeNull()
  expect(wrcPlus({ ...base, leagueRunsPerPa: 0, parkFactor: 1 })).toBeNull()
})
