import { HIT_RESULTS, NON_AB_RESULTS, type PaResult, type PitchResult } from '@/lib/domain/events'
import { countPitch, isSwing } from '@/lib/domain/pitching-analysis/metrics'
import { ATTACK_ZONES, attackZone, type AttackZone } from './attack-zone'
import { EMPTY_BOARD_TALLY, isStrike, type BoardTally } from './board-rates'
import { countAfter, pitchRunValue, type Count } from './pitch-run-value'

/** One pitch as the boards count it: the count before it, where it crossed, and the PA's end when it was the last. */
export type BoardPitch = {
  result: PitchResult
  balls: number
  strikes: number
  speedKmh: number | null
  /** 1–25 on the plate grid (plate-zone.ts); x, z on its frame, where the strike zone spans −1..1. Null without a location. */
  zone: number | null
  x: number | null
  z: number | null
  /** The PA's result and its linear weight (batting side) when no pitch followed this one. */
  ending: { result: PaResult; weight: number } | null
}

export type ZoneLine = { pitches: number; swings: number; swingRuns: number; takeRuns: number }

/** A player's pitches of one type for one club, summed: everything a board row is computed from. */
export type BoardLineTally = {
  tally: BoardTally
  /** At-bats, hits and total bases of the PAs that ended on these pitches (AVG and SLG by pitch type). */
  atBats: number
  hits: number
  totalBases: number
  speedSum: number
  speeds: number
  maxSpeed: number | null
  /** Σ linear weight of the outcomes of the PAs ending on these pitches, batting side. */
  outcomeRuns: number
  /** Savant's swing/take split: count-based run values (pitchRunValue) of swings and takes in each attack zone, batting side. */
  zones: Record<AttackZone, ZoneLine>
}

const BASES: Readonly<Partial<Record<PaResult, number>>> = { '1B': 1, '2B': 2, '3B': 3, HR: 4 }

export function emptyBoardLine(): BoardLineTally {
  return {
    tally: { ...EMPTY_BOARD_TALLY }, atBats: 0, hits: 0, totalBases: 0, speedSum: 0, speeds: 0, maxSpeed: null, outcomeRuns: 0,
    zones: Object.fromEntries(ATTACK_ZONES.map((zone) => [zone, { pitches: 0, swings: 0, swingRuns: 0, takeRuns: 0 }])) as Record<AttackZone, ZoneLine>,
  }
}

/**
 * Adds one pitch to a line, in place (a season's build adds 250,000 pitches to two lines each).
 * `countValue` is the season's run value of a count (count-values.ts; 0 for one never reached).
 *
 * @example
 * // A first-pitch called strike on the black (x 0.9): a strike, a take in the Shadow worth V(0-1) − V(0-0).
 * addPitch(line, { result: 'called_strike', balls: 0, strikes: 0, zone: 9, x: 0.9, z: 0, speedKmh: 148, ending: null }, value)
 */
export function addPitch(line: BoardLineTally, pitch: BoardPitch, countValue: (count: Count) => number): void {
  const { tally } = line
  const swing = isSwing(pitch.result)
  const first = pitch.balls === 0 && pitch.strikes === 0
  countPitch(tally, pitch)
  if (first) {
    tally.firstPitches += 1
    if (isStrike(pitch.result)) tally.firstPitchStrikes += 1
    if (swing) tally.firstPitchSwings += 1
  }
  if (pitch.speedKmh !== null) {
    line.speedSum += pitch.speedKmh
    line.speeds += 1
    line.maxSpeed = Math.max(line.maxSpeed ?? pitch.speedKmh, pitch.speedKmh)
  }
  const before = countValue({ balls: pitch.balls, strikes: pitch.strikes })
  const { ending } = pitch
  if (ending) {
    tally.plateAppearances += 1
    if (!NON_AB_RESULTS.has(ending.result)) line.atBats += 1
    if (HIT_RESULTS.has(ending.result)) line.hits += 1
    line.totalBases += BASES[ending.result] ?? 0
    line.outcomeRuns += ending.weight
  }
  if (pitch.x === null || pitch.z === null) return
  const zone = line.zones[attackZone(pitch.x, pitch.z)]
  const runs = ending ? pitchRunValue({ before, outcomeWeight: ending.weight }) : pitchRunValue({ before, after: countValue(countAfter(pitch.result, pitch)) })
  zone.pitches += 1
  if (swing) {
    zone.swings += 1
    zone.swingRuns += runs
  } else zone.takeRuns += runs
}
