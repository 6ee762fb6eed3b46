import { careerValue } from './draft-value'

test('glossary example (打撃得点＋投球得点): wRAA −4.0 plus pitching runs (3.50 − 2.50) × 540 / 27 = +20.0 gives +16.0', () => {
  expect(careerValue({ batting: [{ wraa: -4 }], pitching: [{ fip: 2.5, leagueEra: 3.5, outs: 540 }] })).toBeCloseTo(16, 12)
})

test('a career sums every season line: two batting seasons and a pitching season', () => {
  const value = careerValue({
    batting: [{ wraa: 12.5 }, { wraa: -2.5 }],
    pitching: [{ fip: 4.2, leagueEra: 3.6, outs: 270 }],
  })
  // 12.5 − 2.5 + (3.6 − 4.2) × 270 / 27 = 10 − 6 = 4
  expect(value).toBeCloseTo(4, 12)
})

test('lines without constants count 0, and a player who never played is worth 0', () => {
  expect(careerValue({ batting: [{ wraa: null }], pitching: [{ fip: null, leagueEra: 3.5, outs: 300 }] })).toBe(0)
  expect(careerValue({ batting: [], pitching: [] })).toBe(0)
})
