import { MIN_QUALIFIERS, percentileRank } from './percentile'

const pool = [0.25, 0.26, 0.27, 0.28, 0.29, 0.3, 0.31, 0.32, 0.33, 0.34]

describe('percentileRank (Savant-style, among qualifiers)', () => {
  it('the best of ten qualifiers beats 9 of 9 others: 100; the worst 0; the sixth beats 5 of 9: 56', () => {
    expect(percentileRank(pool, 0.34, true, true)).toBe(100)
    expect(percentileRank(pool, 0.25, true, true)).toBe(0)
    expect(percentileRank(pool, 0.3, true, true)).toBe(56)
  })

  it('turns round for a rate where lower is better (ERA)', () => {
    expect(percentileRank(pool, 0.25, false, true)).toBe(100)
  })

  it('counts a tie with another qualifier as half a win', () => {
    const tiedPool = [...pool.slice(0, 9), 0.33]
    // .33 beats 8 others and ties one: (8 + 0.5) / 9 = 94.4 → 94
    expect(percentileRank(tiedPool, 0.33, true, true)).toBe(94)
  })

  it('places a player outside the pool (not qualified) among all the qualifiers', () => {
    // .295 beats 5 of 10 qualifiers → 50
    expect(percentileRank(pool, 0.295, true, false)).toBe(50)
  })

  it(`has no percentile with fewer than ${MIN_QUALIFIERS} qualifiers or without a value`, () => {
    expect(percentileRank(pool.slice(0, 9), 0.3, true, true)).toBeNull()
    expect(percentileRank(pool, null, true, true)).toBeNull()
  })
})
