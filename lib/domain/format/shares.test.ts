import { formatShares } from './shares'

const sum = (shares: readonly string[]) => Math.round(shares.reduce((total, share) => total + Number(share.replace('%', '')) * 10, 0))

test('three equal parts print 33.4% + 33.3% + 33.3% = 100.0%, not 33.3% three times', () => {
  expect(formatShares([1, 1, 1])).toEqual(['33.4%', '33.3%', '33.3%'])
})

test('worked example: relievers entering 12, 30, 41, 40, 27, 3 times (153) — each share to a tenth, adding to 100.0%', () => {
  // In tenths of a percent: 12000/153 = 78.43, 30000/153 = 196.08, 41000/153 = 267.97, 40000/153 = 261.44,
  // 27000/153 = 176.47, 3000/153 = 19.61. Floors: 78 + 196 + 267 + 261 + 176 + 19 = 997; the 3 tenths left go to
  // the largest remainders (.97, .61, .47): 41 → 26.8%, 3 → 2.0%, 27 → 17.7%.
  expect(formatShares([12, 30, 41, 40, 27, 3])).toEqual(['7.8%', '19.6%', '26.8%', '26.1%', '17.7%', '2.0%'])
})

test('shares add up to exactly 100.0% for awkward counts', () => {
  for (const counts of [[1, 2], [1, 1, 1, 1, 1, 1, 1], [998, 1, 1], [5, 0, 7, 13, 2], [2, 3, 5, 7, 11, 13, 17, 19, 23]]) {
    expect(sum(formatShares(counts))).toBe(1000)
  }
})

test('a zero count is 0.0%; no counts at all print as dashes', () => {
  expect(formatShares([0, 4])).toEqual(['0.0%', '100.0%'])
  expect(formatShares([0, 0, 0])).toEqual(['-', '-', '-'])
})
