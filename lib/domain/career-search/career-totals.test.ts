import { battingTotals, pitchingTotals } from './career-totals'

const season = (counts: Partial<Record<string, number>>) => ({ pa: 0, ab: 0, h: 0, doubles: 0, triples: 0, hr: 0, bb: 0, ibb: 0, hbp: 0, so: 0, sf: 0, sh: 0, g: 0, ...counts })

test('career AVG is summed hits over summed at-bats (worked example: 150/500 and 30/200 → 180/700 = .2571), not the mean of .300 and .150', () => {
  const first = season({ g: 140, ab: 500, h: 150, hr: 20 })
  const second = season({ g: 60, ab: 200, h: 30, hr: 2 })
  const sum = (key: keyof typeof first) => first[key] + second[key]
  const totals = battingTotals({ ...first, g: sum('g'), ab: sum('ab'), h: sum('h'), hr: sum('hr') })
  expect(totals).toEqual({ g: 200, h: 180, hr: 22, avg: 180 / 700 })
  expect(totals.avg).toBeCloseTo(0.2571, 4)
})

test('career ERA is summed ER × 27 over summed outs (worked example: 50 ER in 540 outs and 40 in 270 → 90 × 27 / 810 = 3.00)', () => {
  const counts = { bf: 0, h: 0, hr: 0, bb: 0, ibb: 0, hbp: 0, so: 0, r: 0 }
  expect(pitchingTotals({ ...counts, g: 60, w: 12, l: 9, sv: 1, outs: 810, er: 90 })).toEqual({ g: 60, w: 12, l: 9, sv: 1, era: 3 })
})

test('no at-bats or no outs leave the rate null ("-"), never NaN', () => {
  expect(battingTotals(season({ g: 3 })).avg).toBeNull()
  expect(pitchingTotals({ g: 1, w: 0, l: 0, sv: 0, outs: 0, er: 2, bf: 3, h: 2, hr: 0, bb: 1, ibb: 0, hbp: 0, so: 0, r: 2 }).era).toBeNull()
})
