import { fip, fipConstant, type FipLeagueTotals } from './fip'

const league: FipLeagueTotals = { er: 2800, hr: 600, bb: 2500, hbp: 300, so: 6000, outs: 23100 }

test('the constant is league ERA minus league FIP core (ERA-scaled, FanGraphs)', () => {
  // lgERA = 2800 × 27 / 23100 = 3.272727…
  // core = (13·600 + 3·(2500 + 300) − 2·6000) × 3 / 23100 = 4200 × 3 / 23100 = .545454…
  // C = 3.272727… − .545454… = 2.727272…
  expect(fipConstant(league)).toBeCloseTo(2.727272727, 8)
})

test('league FIP with its own constant equals league ERA', () => {
  const constant = fipConstant(league) ?? Number.NaN
  expect(fip({ ...league, constant })).toBeCloseTo((2800 * 27) / 23100, 12)
})

test('a worked pitcher line', () => {
  // (13·15 + 3·(40 + 5) − 2·180) × 3 / 540 = (195 + 135 − 360) × 3 / 540 = −.166667; + 2.727273 = 2.560606
  expect(fip({ hr: 15, bb: 40, hbp: 5, so: 180, outs: 540, constant: 2.727273 })).toBeCloseTo(2.560606, 6)
})

test('no outs means no FIP and no constant', () => {
  expect(fip({ hr: 1, bb: 0, hbp: 0, so: 0, outs: 0, constant: 3 })).toBeNull()
  expect(fipConstant({ ...league, outs: 0 })).toBeNull()
})
