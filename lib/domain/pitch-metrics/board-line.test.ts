import type { PaResult, PitchResult } from '@/lib/domain/events'
import { plateZone } from '@/lib/domain/plate-zone'
import { addPitch, emptyBoardLine, type BoardPitch } from './board-line'
import { boardRates } from './board-rates'
import type { Count } from './pitch-run-value'

/** 2025-like count values (the pitch-run-value example's): V(0-0) = 0, V(0-1) = −0.030, V(0-2) = −0.070, V(1-0) = +0.035. */
const VALUES = new Map([['0-0', 0], ['0-1', -0.03], ['0-2', -0.07], ['1-0', 0.035]])
const value = ({ balls, strikes }: Count) => VALUES.get(`${balls}-${strikes}`) ?? 0

/** A pitch at (x, z), its zone read off the plate grid as the sources store it. */
function pitch(result: PitchResult, [balls, strikes]: [number, number], [x, z]: [number, number], ending: [PaResult, number] | null = null): BoardPitch {
  return { result, balls, strikes, speedKmh: 145, x, z, zone: plateZone(x, z), ending: ending ? { result: ending[0], weight: ending[1] } : null }
}

describe('a three-pitch strikeout: called strike in the heart, foul on the shadow, swinging strike three on a chase pitch', () => {
  const line = emptyBoardLine()
  addPitch(line, pitch('called_strike', [0, 0], [0, 0]), value)
  addPitch(line, pitch('foul', [0, 1], [1.1, 0]), value)
  addPitch(line, pitch('swinging_strike', [0, 2], [0, -1.6], ['K', -0.223]), value)
  const rates = boardRates(line.tally)

  test('the tally: 3 pitches, 2 swings, 1 whiff, 1 called strike, 1 PA, a first-pitch strike, a put-away', () => {
    expect(line.tally).toMatchObject({ pitches: 3, swings: 2, whiffs: 1, calledStrikes: 1, plateAppearances: 1, firstPitches: 1, firstPitchStrikes: 1, firstPitchSwings: 0, twoStrikePitches: 1, putAways: 1 })
    expect([line.atBats, line.hits, line.totalBases]).toEqual([1, 0, 0])
  })

  test('whiff % = swinging strikes / swings = 1 / 2; CSW % = (called + swinging strikes) / pitches = 2 / 3', () => {
    expect(rates.whiffPct).toBe(0.5)
    expect(rates.cswPct).toBeCloseTo(2 / 3, 12)
  })

  test('chase % = swings at out-of-zone pitches / out-of-zone pitches = 2 / 2; zone % = 1 / 3', () => {
    // x 1.1 and z −1.6 lie outside the zone (|x|, |z| < 1): two out-of-zone pitches, both swung at.
    expect(line.tally.chasePitches).toBe(2)
    expect(rates.chasePct).toBe(1)
    expect(rates.zonePct).toBeCloseTo(1 / 3, 12)
  })

  test('swing/take runs by attack zone: heart take −0.030, shadow swing −0.040, chase swing −0.153; together the strikeout’s −0.223', () => {
    // 0-0 → 0-1: −0.030 − 0; 0-1 → 0-2: −0.070 − (−0.030); strike three: −0.223 − (−0.070).
    expect(line.zones.heart).toEqual({ pitches: 1, swings: 0, swingRuns: 0, takeRuns: -0.03 })
    expect(line.zones.shadow.swingRuns).toBeCloseTo(-0.04, 12)
    expect(line.zones.chase.swingRuns).toBeCloseTo(-0.153, 12)
    const total = Object.values(line.zones).reduce((sum, zone) => sum + zone.swingRuns + zone.takeRuns, 0)
    expect(total).toBeCloseTo(-0.223, 12)
    expect(line.outcomeRuns).toBe(-0.223)
  })
})

test('a first-pitch home run: one at-bat, one hit, four total bases; a first-pitch swing', () => {
  const line = emptyBoardLine()
  addPitch(line, pitch('in_play', [0, 0], [0.2, 0.3], ['HR', 1.4]), value)
  expect([line.atBats, line.hits, line.totalBases]).toEqual([1, 1, 4])
  expect(line.tally.firstPitchSwings).toBe(1)
  expect(line.zones.heart.swingRuns).toBe(1.4)
})

test('a walk is no at-bat; an unlocated pitch counts as a pitch but in no zone; speeds keep their sum, count and maximum', () => {
  const line = emptyBoardLine()
  addPitch(line, { ...pitch('ball', [0, 0], [0, 0]), x: null, z: null, zone: null, speedKmh: 150 }, value)
  addPitch(line, { ...pitch('ball', [3, 1], [2.5, 0], ['BB', 0.3]), speedKmh: null }, value)
  expect([line.tally.pitches, line.tally.located, line.atBats, line.tally.plateAppearances]).toEqual([2, 1, 0, 1])
  expect(Object.values(line.zones).reduce((sum, zone) => sum + zone.pitches, 0)).toBe(1)
  expect(line.zones.waste.takeRuns).toBeCloseTo(0.3, 12) // V(3-1) unknown here: 0
  expect([line.speedSum, line.speeds, line.maxSpeed]).toEqual([150, 1, 150])
})
