import type { PitchResult } from '@/lib/domain/events'
import { addTallies, boardRates, EMPTY_BOARD_TALLY, isStrike, type BoardTally } from './board-rates'

/** A made-up 800-pitch season, every pitch located. */
const season: BoardTally = {
  pitches: 800, swings: 380, whiffs: 95, calledStrikes: 130, located: 800, zonePitches: 380,
  chasePitches: 420, chaseSwings: 126, twoStrikePitches: 250, putAways: 50,
  plateAppearances: 200, firstPitches: 200, firstPitchStrikes: 124, firstPitchSwings: 58,
}

describe('board rates, worked examples (FanGraphs / Savant definitions, as the player page states them)', () => {
  const rates = boardRates(season)
  test('whiff % = swinging strikes / swings: 95 / 380 = 25 %', () => expect(rates.whiffPct).toBeCloseTo(0.25))
  test('CSW % = (called + swinging strikes) / pitches: (130 + 95) / 800 = 28.125 %', () => expect(rates.cswPct).toBeCloseTo(0.28125))
  test('zone % = in-zone pitches / located pitches: 380 / 800 = 47.5 %', () => expect(rates.zonePct).toBeCloseTo(0.475))
  test('chase % = swings at out-of-zone pitches / out-of-zone pitches: 126 / 420 = 30 %', () => expect(rates.chasePct).toBeCloseTo(0.3))
  test('contact % = (swings − whiffs) / swings: 285 / 380 = 75 %', () => expect(rates.contactPct).toBeCloseTo(0.75))
  test('swing % = swings / pitches: 380 / 800 = 47.5 %', () => expect(rates.swingPct).toBeCloseTo(0.475))
  test('put-away % = two-strike pitches ending in a strikeout / two-strike pitches: 50 / 250 = 20 %', () => expect(rates.putAwayPct).toBeCloseTo(0.2))
  test('first-pitch strike % = 0-0 strikes / 0-0 pitches: 124 / 200 = 62 %', () => expect(rates.firstPitchStrikePct).toBeCloseTo(0.62))
  test('first-pitch swing % = 0-0 swings / 0-0 pitches: 58 / 200 = 29 %', () => expect(rates.firstPitchSwingPct).toBeCloseTo(0.29))
  test('pitches per PA = pitches / PAs with pitches: 800 / 200 = 4.0', () => expect(rates.pitchesPerPa).toBe(4))
})

test('no pitches: every rate is null, not 0', () => {
  expect(Object.values(boardRates(EMPTY_BOARD_TALLY)).every((value) => value === null)).toBe(true)
})

test('a strike is anything but a ball or a hit batsman (fouls and balls in play count, F-Strike%)', () => {
  const strikes: PitchResult[] = ['called_strike', 'swinging_strike', 'foul', 'in_play']
  expect(strikes.every(isStrike)).toBe(true)
  expect(isStrike('ball') || isStrike('hbp')).toBe(false)
})

test('tallies add field by field, so per-type lines sum to the player line', () => {
  const doubled = addTallies(season, season)
  expect(doubled.pitches).toBe(1600)
  expect(doubled.firstPitchSwings).toBe(116)
  expect(boardRates(doubled)).toEqual(boardRates(season))
})
