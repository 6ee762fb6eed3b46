import { careerMinimums } from './career-minimums'

test('ten simulated seasons of 143 games: NPB 4,000 AB and 2,000 IP over 20 seasons become 2,000 AB and 1,000 IP', () => {
  // 4000 × 1430 / 2860 = 2000 AB; 2000 IP × 3 × 1430 / 2860 = 3000 outs = 1,000 IP
  expect(careerMinimums(1430)).toEqual({ atBats: 2000, outs: 3000 })
})

test('the two real seasons 2024–2025 (286 club games) need 400 AB and 200 IP', () => {
  // 4000 × 286 / 2860 = 400; 6000 × 286 / 2860 = 600 outs
  expect(careerMinimums(286)).toEqual({ atBats: 400, outs: 600 })
})

test('a fractional minimum rounds up: 4000 × 285 / 2860 = 398.6 → 399 AB, 6000 × 285 / 2860 = 597.9 → 598 outs', () => {
  expect(careerMinimums(285)).toEqual({ atBats: 399, outs: 598 })
})

test('no games, no minimum', () => {
  expect(careerMinimums(0)).toEqual({ atBats: 0, outs: 0 })
  expect(careerMinimums(Number.NaN)).toEqual({ atBats: 0, outs: 0 })
})
