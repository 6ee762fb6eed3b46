import { EXAMPLE_SEASON } from './example-season'
import { isChaseZone, isStrikeZone, isSwing, pitchRates, tallyPitches } from './metrics'

test('a swing is a whiff, a foul or a ball in play; takes, balls and hit-by-pitches are not', () => {
  expect((['swinging_strike', 'foul', 'in_play'] as const).every(isSwing)).toBe(true)
  expect(isSwing('called_strike')).toBe(false)
  expect(isSwing('ball')).toBe(false)
  expect(isSwing('hbp')).toBe(false)
})

test('the inner 3×3 (7–9, 12–14, 17–19) is the strike zone and the 16 cells around it the chase area', () => {
  const zone = Array.from({ length: 25 }, (_, i) => i + 1).filter(isStrikeZone)
  expect(zone).toEqual([7, 8, 9, 12, 13, 14, 17, 18, 19])
  expect(Array.from({ length: 25 }, (_, i) => i + 1).filter(isChaseZone)).toHaveLength(16)
  expect(isChaseZone(0)).toBe(false)
  expect(isStrikeZone(26)).toBe(false)
})

test('worked example (FanGraphs/Savant definitions): 7 pitches, 5 swings, 2 whiffs, 1 called strike', () => {
  const tally = tallyPitches(EXAMPLE_SEASON)
  expect(tally).toEqual({
    pitches: 7, swings: 5, whiffs: 2, calledStrikes: 1, located: 7, zonePitches: 4, chasePitches: 3, chaseSwings: 2, twoStrikePitches: 2, putAways: 1,
  })
  const rates = pitchRates(tally)
  expect(rates.zonePct).toBeCloseTo(4 / 7) // 13, 8, 13, 12 in the zone
  expect(rates.swingPct).toBeCloseTo(5 / 7)
  expect(rates.whiffPct).toBeCloseTo(2 / 5)
  expect(rates.contactPct).toBeCloseTo(3 / 5) // (swings − whiffs) / swings
  expect(rates.cswPct).toBeCloseTo(3 / 7) // (1 called + 2 swinging) / 7
  expect(rates.chasePct).toBeCloseTo(2 / 3) // swung at 21 and 24, took the ball in 1
  expect(rates.putAwayPct).toBe(0.5) // one K out of two two-strike pitches
})

test('no pitches gives null rates, never zeros; a pitch without a zone counts for swing% but not zone%', () => {
  expect(Object.values(pitchRates(tallyPitches([])))).toEqual([null, null, null, null, null, null, null])
  const first = EXAMPLE_SEASON[0]
  if (!first) throw new Error('example season is empty')
  const unlocated = tallyPitches([{ ...first, zone: null }])
  expect(unlocated.located).toBe(0)
  expect(pitchRates(unlocated).zonePct).toBeNull()
  expect(pitchRates(unlocated).cswPct).toBe(1)
})
