import type { PitchResult } from '@/lib/domain/events'
import { pitchRates, type PitchRates, type PitchTally } from '@/lib/domain/pitching-analysis/metrics'
import { rate } from '@/lib/domain/stats/rate'

/**
 * A strike for first-pitch strike % is any pitch that is not a ball or a hit batsman: called and
 * swinging strikes, fouls and balls put in play (FanGraphs F-Strike%).
 */
export function isStrike(result: PitchResult): boolean {
  return result !== 'ball' && result !== 'hbp'
}

/** The player page's tally (pitching-analysis/metrics.ts) plus what the boards add: PAs and their first pitches. */
export type BoardTally = PitchTally & {
  /** PAs with at least one pitch recorded (each has exactly one last pitch). */
  plateAppearances: number
  /** Pitches thrown at 0-0: a PA's first pitch. */
  firstPitches: number
  firstPitchStrikes: number
  firstPitchSwings: number
}

export type BoardRates = PitchRates & {
  firstPitchStrikePct: number | null
  firstPitchSwingPct: number | null
  pitchesPerPa: number | null
}

/**
 * The player page's rates (whiff, CSW, zone, chase, contact, swing, put-away: pitchRates, same
 * definitions) plus first-pitch strike % = 0-0 strikes / 0-0 pitches, first-pitch swing % = 0-0
 * swings / 0-0 pitches and pitches per PA = pitches / PAs with pitches. Fractions, null on a zero
 * denominator.
 *
 * @example boardRates({ pitches: 16, plateAppearances: 4, firstPitches: 4, firstPitchStrikes: 3, … }).pitchesPerPa // 4
 */
export function boardRates(tally: BoardTally): BoardRates {
  return {
    ...pitchRates(tally),
    firstPitchStrikePct: rate(tally.firstPitchStrikes, tally.firstPitches),
    firstPitchSwingPct: rate(tally.firstPitchSwings, tally.firstPitches),
    pitchesPerPa: rate(tally.pitches, tally.plateAppearances),
  }
}

export const EMPTY_BOARD_TALLY: Readonly<BoardTally> = {
  pitches: 0, swings: 0, whiffs: 0, calledStrikes: 0, located: 0, zonePitches: 0, chasePitches: 0, chaseSwings: 0,
  twoStrikePitches: 0, putAways: 0, plateAppearances: 0, firstPitches: 0, firstPitchStrikes: 0, firstPitchSwings: 0,
}

/** Tallies are counts, so a player's line is the sum of his per-type lines. */
export function addTallies(a: BoardTally, b: BoardTally): BoardTally {
  const sum = { ...a }
  for (const key of Object.keys(EMPTY_BOARD_TALLY) as (keyof BoardTally)[]) sum[key] = a[key] + b[key]
  return sum
}
