import { bestRookies, isRookieEligible, rookieEligibleIds } from './rookie'
import { batter, pitcher } from './test-lines'
import { mostValuable, valueCandidates } from './value-awards'

const ids = (rows: readonly { playerId: string }[]) => rows.map((r) => r.playerId)

describe('MVP (our formula: batting runs + pitching runs)', () => {
  test('a pitcher who also bats is valued on both sides', () => {
    const [two] = valueCandidates([batter('x', { wraa: -4 })], [pitcher('x', { runs: 20 })])
    // −4 + 20 = 16
    expect(two?.value).toBeCloseTo(16, 12)
    expect(two?.batting?.wraa).toBe(-4)
    expect(two?.pitching?.runs).toBe(20)
  })

  test('the most runs above average wins, hitter or pitcher', () => {
    const candidates = valueCandidates(
      [batter('a', { wraa: 31.5 }), batter('b', { wraa: 28 }), batter('p', { wraa: -3 })],
      [pitcher('p', { runs: 36 })],
    )
    // p: 36 − 3 = 33 > a: 31.5
    expect(ids(mostValuable(candidates))).toEqual(['p'])
  })

  test('equal values share the award; nobody above average means no award', () => {
    expect(ids(mostValuable(valueCandidates([batter('a', { wraa: 20 }), batter('b', { wraa: 20 })], [])))).toEqual(['a', 'b'])
    expect(mostValuable(valueCandidates([batter('a', { wraa: -1 })], []))).toEqual([])
  })
})

describe('新人王 eligibility (NPB: 5 seasons, ≤ 30 IP and ≤ 60 PA before)', () => {
  const base = { debutSeason: 2023, foreign: false, priorPa: 0, priorOuts: 0 }
  test('a third-year player with 45 prior PA is eligible', () => {
    expect(isRookieEligible(2025, 2016, { ...base, priorPa: 45 })).toBe(true)
  })
  test('60 PA and 30 innings (90 outs) are still allowed; one more is not', () => {
    expect(isRookieEligible(2025, 2016, { ...base, priorPa: 60, priorOuts: 90 })).toBe(true)
    expect(isRookieEligible(2025, 2016, { ...base, priorPa: 61 })).toBe(false)
    expect(isRookieEligible(2025, 2016, { ...base, priorOuts: 91 })).toBe(false)
  })
  test('the fifth season counts, the sixth does not', () => {
    // debut 2021: 2021, 22, 23, 24, 25 → 2025 is the fifth
    expect(isRookieEligible(2025, 2016, { ...base, debutSeason: 2021 })).toBe(true)
    expect(isRookieEligible(2025, 2016, { ...base, debutSeason: 2020 })).toBe(false)
  })
  test('foreign players and players whose earlier seasons predate our data are not eligible', () => {
    expect(isRookieEligible(2025, 2016, { ...base, foreign: true })).toBe(false)
    expect(isRookieEligible(2016, 2016, { ...base, debutSeason: 2014 })).toBe(false)
    expect(isRookieEligible(2025, 2016, { ...base, debutSeason: null })).toBe(false)
  })
  test('prior totals are summed over earlier seasons only', () => {
    const players = [{ playerId: 'a', debutSeason: 2023, foreign: false }, { playerId: 'b', debutSeason: 2023, foreign: false }]
    const lines = [
      { playerId: 'a', season: 2023, pa: 30, outs: 0 },
      { playerId: 'a', season: 2024, pa: 25, outs: 0 }, // a: 55 ≤ 60
      { playerId: 'a', season: 2025, pa: 500, outs: 0 }, // this season does not count
      { playerId: 'b', season: 2024, pa: 0, outs: 100 }, // b: 33 1/3 innings > 30
    ]
    expect([...rookieEligibleIds({ season: 2025, firstDataSeason: 2016, players, lines })]).toEqual(['a'])
  })
  test('the best eligible player is 新人王 even when a veteran is better', () => {
    const candidates = valueCandidates([batter('vet', { wraa: 40 }), batter('new', { wraa: 12 }), batter('new2', { wraa: 9 })], [])
    expect(ids(bestRookies(candidates, new Set(['new', 'new2'])))).toEqual(['new'])
  })
})
