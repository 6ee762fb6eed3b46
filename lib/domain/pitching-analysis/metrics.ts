import { STRIKEOUT_RESULTS, type PaResult, type PitchResult } from '@/lib/domain/events'
import { rate } from '@/lib/domain/stats/rate'
import type { AnalysisPitch } from './types'

/** A swing is any pitch the batter offered at: a miss, a foul or a ball put in play (FanGraphs / Savant). */
export function isSwing(result: PitchResult): boolean {
  return result === 'swinging_strike' || result === 'foul' || result === 'in_play'
}

/** The inner 3×3 of the plate grid (7–9, 12–14, 17–19) is the strike zone. */
export function isStrikeZone(zone: number): boolean {
  const row = Math.floor((zone - 1) / 5)
  const column = (zone - 1) % 5
  return zone >= 1 && zone <= 25 && row >= 1 && row <= 3 && column >= 1 && column <= 3
}

/** The outer ring of the grid is the chase area: out of the zone but near enough to tempt a swing. */
export function isChaseZone(zone: number): boolean {
  return zone >= 1 && zone <= 25 && !isStrikeZone(zone)
}

export type PitchTally = {
  pitches: number
  swings: number
  whiffs: number
  calledStrikes: number
  /** Pitches with a known zone: zone% and chase% are over these, so a pitch with no location neither helps nor hurts. */
  located: number
  zonePitches: number
  chasePitches: number
  chaseSwings: number
  twoStrikePitches: number
  /** Strikeouts (K and 振り逃げ KWP) ending on a two-strike pitch. */
  putAways: number
}

/** What countPitch reads of a pitch: its result, zone, the strikes before it and the PA's result if it was the last. */
export type TalliedPitch = { result: PitchResult; zone: number | null; strikes: number; ending?: { result: PaResult } | null }

/** Adds one pitch to a tally, in place: the player pages' tallies and the league boards' (board-line.ts) count alike. */
export function countPitch(tally: PitchTally, pitch: TalliedPitch): void {
  const swing = isSwing(pitch.result)
  tally.pitches += 1
  if (swing) tally.swings += 1
  if (pitch.result === 'swinging_strike') tally.whiffs += 1
  if (pitch.result === 'called_strike') tally.calledStrikes += 1
  if (pitch.zone !== null) {
    tally.located += 1
    if (isStrikeZone(pitch.zone)) tally.zonePitches += 1
    if (isChaseZone(pitch.zone)) {
      tally.chasePitches += 1
      if (swing) tally.chaseSwings += 1
    }
  }
  if (pitch.strikes === 2) {
    tally.twoStrikePitches += 1
    if (pitch.ending && STRIKEOUT_RESULTS.has(pitch.ending.result)) tally.putAways += 1
  }
}

export function tallyPitches(pitches: readonly AnalysisPitch[]): PitchTally {
  const tally: PitchTally = { pitches: 0, swings: 0, whiffs: 0, calledStrikes: 0, located: 0, zonePitches: 0, chasePitches: 0, chaseSwings: 0, twoStrikePitches: 0, putAways: 0 }
  for (const pitch of pitches) countPitch(tally, pitch)
  return tally
}

/** Rates as fractions (0.25, not 25); null where the denominator is zero. */
export type PitchRates = {
  zonePct: number | null
  swingPct: number | null
  whiffPct: number | null
  contactPct: number | null
  cswPct: number | null
  chasePct: number | null
  putAwayPct: number | null
}

/**
 * FanGraphs / Savant definitions: zone% = in-zone / located pitches; swing% = swings / pitches;
 * whiff% = misses / swings; contact% = (swings − misses) / swings; CSW% = (called + swinging
 * strikes) / pitches; chase% = swings at outer-ring pitches / outer-ring pitches; put-away% =
 * strikeouts on two-strike pitches / two-strike pitches.
 *
 * @example pitchRates({ pitches: 10, swings: 5, whiffs: 2, calledStrikes: 1, … }).cswPct // 0.3
 */
export function pitchRates(tally: PitchTally): PitchRates {
  return {
    zonePct: rate(tally.zonePitches, tally.located),
    swingPct: rate(tally.swings, tally.pitches),
    whiffPct: rate(tally.whiffs, tally.swings),
    contactPct: rate(tally.swings - tally.whiffs, tally.swings),
    cswPct: rate(tally.calledStrikes + tally.whiffs, tally.pitches),
    chasePct: rate(tally.chaseSwings, tally.chasePitches),
    putAwayPct: rate(tally.putAways, tally.twoStrikePitches),
  }
}
