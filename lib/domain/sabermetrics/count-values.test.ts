import { COUNT_KEYS, countRunValues, isCountKey } from './count-values'

describe('countRunValues', () => {
  const samples = [
    { counts: ['0-0', '1-0'] as const, re24: 0.5 },
    { counts: ['0-0', '0-1'] as const, re24: -0.3 },
    { counts: ['0-0', '1-0', '1-1'] as const, re24: -0.2 },
  ]

  it('is the mean RE24 through the count less the mean of every PA (worked example, mean 0)', () => {
    const values = countRunValues(samples)
    expect(values.get('1-0')?.runValue).toBeCloseTo(0.15, 10)
    expect(values.get('1-0')?.pas).toBe(2)
    expect(values.get('0-1')?.runValue).toBeCloseTo(-0.3, 10)
    expect(values.get('1-1')?.runValue).toBeCloseTo(-0.2, 10)
  })

  it('values 0-0 at exactly 0, since every PA passes it', () => {
    const shifted = samples.map((sample) => ({ ...sample, re24: sample.re24 + 0.1 }))
    expect(countRunValues(shifted).get('0-0')).toEqual({ runValue: 0, pas: 3 })
    expect(countRunValues(shifted).get('1-0')?.runValue).toBeCloseTo(0.15, 10)
  })

  it('counts a PA once per count even when several pitches share it (fouls at two strikes)', () => {
    const values = countRunValues([{ counts: ['0-0', '0-1', '0-2', '0-2', '0-2'], re24: -0.25 }, { counts: ['0-0'], re24: 0.25 }])
    expect(values.get('0-2')).toEqual({ runValue: -0.25, pas: 1 })
  })

  it('leaves out counts never reached, and has nothing without samples', () => {
    expect(countRunValues(samples).has('3-2')).toBe(false)
    expect(countRunValues([]).size).toBe(0)
  })

  it('knows the twelve counts', () => {
    expect(COUNT_KEYS).toHaveLength(12)
    expect(isCountKey('3-2')).toBe(true)
    expect(isCountKey('4-0')).toBe(false)
  })
})
