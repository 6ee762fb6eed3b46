import {
  battingTitleAvg,
  isQualifiedBatter,
  isQualifiedPitcher,
  qualifyingOuts,
  qualifyingPlateAppearances,
} from './qualifiers'

test('規定打席 is 3.1 × team games rounded half-up (NPB, since 2009)', () => {
  // 3.1 × 143 = 443.3 → 443
  expect(qualifyingPlateAppearances(143)).toBe(443)
  // 3.1 × 145 = 449.5 → 450 (a half rounds up)
  expect(qualifyingPlateAppearances(145)).toBe(450)
  // 3.1 × 120 = 372 exactly (2020 season length)
  expect(qualifyingPlateAppearances(120)).toBe(372)
  // 3.1 × 5 = 15.5 → 16 (early season)
  expect(qualifyingPlateAppearances(5)).toBe(16)
  expect(qualifyingPlateAppearances(0)).toBe(0)
})

test('規定投球回 is 1.0 inning, i.e. 3 outs, per team game', () => {
  expect(qualifyingOuts(143)).toBe(429)
  expect(qualifyingOuts(0)).toBe(0)
})

test('qualification is inclusive (以上)', () => {
  expect(isQualifiedBatter(443, 143)).toBe(true)
  expect(isQualifiedBatter(442, 143)).toBe(false)
  expect(isQualifiedPitcher(429, 143)).toBe(true)
  expect(isQualifiedPitcher(428, 143)).toBe(false)
})

test('batting-title AVG pads a short batter with hitless at-bats up to 規定打席', () => {
  // 443 − 420 = 23 missing PA → 133 / (380 + 23) = 133 / 403 = .33002…
  expect(battingTitleAvg({ h: 133, ab: 380, pa: 420, teamGames: 143 })).toBeCloseTo(133 / 403, 12)
})

test('batting-title AVG of a qualified batter is his plain AVG', () => {
  // 150 / 500 = .300, no padding at 550 PA ≥ 443
  expect(battingTitleAvg({ h: 150, ab: 500, pa: 550, teamGames: 143 })).toBeCloseTo(0.3, 12)
})

test('batting-title AVG is null only when there is nothing to divide by', () => {
  expect(battingTitleAvg({ h: 0, ab: 0, pa: 0, teamGames: 0 })).toBeNull()
  // No PA at all against 443 required → 0 / 443 = 0
  expect(battingTitleAvg({ h: 0, ab: 0, pa: 0, teamGames: 143 })).toBe(0)
})
