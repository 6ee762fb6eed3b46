import { countWinExpectancy, pitchWinExpectancies, pitchWpas } from './pitch-win-expectancy'

const bottom = { weBefore: 0.6, weAfter: 0.5, half: 'bottom' as const, homeRunWorth: 0.1 }
const values = new Map([['1-0', 0.15], ['1-1', 0.05], ['0-1', -0.1]] as const)

describe('countWinExpectancy', () => {
  it('moves the state WE by the count run value times the worth of a run, for the batting side', () => {
    expect(countWinExpectancy(bottom, 0.15)).toBeCloseTo(0.615, 10)
    // The visitors bat in the top half: a count in their favour lowers the home club's WE.
    expect(countWinExpectancy({ ...bottom, half: 'top' }, 0.15)).toBeCloseTo(0.585, 10)
  })

  it('stays within 0 and 1', () => {
    expect(countWinExpectancy({ ...bottom, weBefore: 0.99, homeRunWorth: 0.5 }, 0.2)).toBe(1)
  })
})

describe('pitchWinExpectancies and pitchWpas', () => {
  it('start at the state WE, step through the counts and end at the PA’s WE after (worked example)', () => {
    const wes = pitchWinExpectancies(bottom, ['0-0', '1-0', '1-1'], values)
    expect(wes.map((we) => Number(we.toFixed(4)))).toEqual([0.6, 0.615, 0.605, 0.5])
    const wpas = pitchWpas('bottom', wes)
    expect(wpas.map((wpa) => Number(wpa.toFixed(4)))).toEqual([0.015, -0.01, -0.105])
  })

  it('sum to the PA’s WPA for the batting side, whoever bats', () => {
    const top = { ...bottom, half: 'top' as const }
    const wes = pitchWinExpectancies(top, ['0-0', '0-1', '1-1'], values)
    const sum = pitchWpas('top', wes).reduce((total, wpa) => total + wpa, 0)
    expect(sum).toBeCloseTo(-(top.weAfter - top.weBefore), 10)
  })

  it('treats a count without a run value as 0-0', () => {
    expect(pitchWinExpectancies(bottom, ['0-0', '3-2'], values)).toEqual([0.6, 0.6, 0.5])
  })
})
