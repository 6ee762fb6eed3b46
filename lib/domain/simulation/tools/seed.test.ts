import { countFromParam, DEFAULT_SEED, SEED_MAX, seedFromParam } from './seed'

describe('seedFromParam', () => {
  it('keeps a whole number in range and falls back on anything else', () => {
    expect(seedFromParam('42')).toBe(42)
    expect(seedFromParam(String(SEED_MAX))).toBe(SEED_MAX)
    expect(seedFromParam(null)).toBe(DEFAULT_SEED)
    expect(seedFromParam('0')).toBe(DEFAULT_SEED)
    expect(seedFromParam('2147483648')).toBe(DEFAULT_SEED)
    expect(seedFromParam('-5')).toBe(DEFAULT_SEED)
    expect(seedFromParam('1e3')).toBe(DEFAULT_SEED)
  })
})

describe('countFromParam', () => {
  const range = { min: 1_000, max: 200_000, fallback: 20_000 }
  it('clamps into the range and falls back on a non-number', () => {
    expect(countFromParam('5000', range)).toBe(5_000)
    expect(countFromParam('10', range)).toBe(1_000)
    expect(countFromParam('999999999', range)).toBe(200_000)
    expect(countFromParam('abc', range)).toBe(20_000)
    expect(countFromParam(undefined, range)).toBe(20_000)
  })
})
