import { fip, fipConstant } from './fip'
import { fipConstantRa9, publishedRa9FipConstant } from './fip-constant-ra9'

const league = { runs: 3000, hr: 600, bb: 2500, hbp: 300, so: 6000, outs: 23100 }

test('RA9-scaled constant (1.02): lgRA9 − core = 3.506494 − .545455 = 2.961039', () => {
  // lgRA9 = 3000 × 27 / 23100 = 3.506494…; core = (13·600 + 3·(2500 + 300) − 2·6000) × 3 / 23100 = .545454…
  expect(fipConstantRa9(league)).toBeCloseTo(2.961039, 6)
})

test('it runs above the ERA-scaled constant (FanGraphs) by lgRA9 − lgERA', () => {
  const era = fipConstant({ ...league, er: 2800 }) ?? Number.NaN
  // (3000 − 2800) × 27 / 23100 = .233766…
  expect((fipConstantRa9(league) ?? Number.NaN) - era).toBeCloseTo(0.233766, 6)
})

test('league FIP with the RA9 constant equals league RA9', () => {
  const constant = fipConstantRa9(league) ?? Number.NaN
  expect(fip({ ...league, constant })).toBeCloseTo((3000 * 27) / 23100, 12)
})

test('no outs, no constant; 1.02’s published NPB constants only for 2024 and 2025', () => {
  expect(fipConstantRa9({ ...league, outs: 0 })).toBeNull()
  expect([publishedRa9FipConstant(2024), publishedRa9FipConstant(2025), publishedRa9FipConstant(2023)]).toEqual([3.088, 3.053, null])
})
