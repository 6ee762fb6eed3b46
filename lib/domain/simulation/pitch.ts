import type { PitchResult, PitchType } from '@/lib/domain/events'
import type { BatterRatings, PitcherRatings } from './ratings'
import type { Rng } from './rng'
import { plateZone } from '@/lib/domain/plate-zone'

export type Count = { balls: number; strikes: number }

export type SimPitch = {
  ballsBefore: number
  strikesBefore: number
  type: PitchType
  speedKmh: number
  /** Plate location: |x| ≤ 1 and |z| ≤ 1 is the strike zone; z grows upwards. */
  x: number
  z: number
  /** 5×5 grid, 1 = top-left from the catcher's view; the inner 3×3 (7–9, 12–14, 17–19) is the zone. */
  zone: number
  result: PitchResult
}

/** Speed of each pitch type relative to the pitcher's four-seam velocity (km/h). */
const SPEED_OFFSET: Readonly<Record<PitchType, number>> = {
  FF: 0, SI: -3, SH: -4, CT: -8, SP: -11, FK: -13, SL: -17, CH: -18, CU: -32, KN: -40,
}

const BREAKING: ReadonlySet<PitchType> = new Set(['SL', 'CU', 'FK', 'SP', 'CH', 'KN'])

function choosePitchType(rng: Rng, pitcher: PitcherRatings, count: Count): PitchType {
  const ahead = count.strikes > count.balls
  const behind = count.balls > count.strikes
  const pick = rng.weighted(pitcher.repertoire, (entry) => {
    if (entry.type === 'FF' && behind) return entry.weight * 1.5
    if (BREAKING.has(entry.type) && ahead) return entry.weight * 1.35
    return entry.weight
  })
  return pick.type
}

function zoneProbability(pitcher: PitcherRatings, count: Count, type: PitchType): number {
  let p = 0.523 + 0.035 * pitcher.control
  if (count.balls === 3) p += 0.14
  else if (count.balls === 2) p += 0.05
  if (count.strikes === 2 && count.balls < 2) p -= 0.1
  if (type === 'FK' || type === 'SP') p -= 0.12
  return Math.min(0.85, Math.max(0.2, p))
}

function location(rng: Rng, inZone: boolean): { x: number; z: number } {
  if (inZone) return { x: rng.next() * 1.96 - 0.98, z: rng.next() * 1.96 - 0.98 }
  // Out of the zone: a point in the 1.8-wide frame around it, off the plate on at least one axis.
  for (;;) {
    const x = rng.next() * 3.6 - 1.8
    const z = rng.next() * 3.6 - 1.8
    if (Math.abs(x) > 1 || Math.abs(z) > 1) return { x, z }
  }
}

function swingProbability(batter: BatterRatings, pitcher: PitcherRatings, count: Count, inZone: boolean): number {
  if (count.balls === 3 && count.strikes === 0) return inZone ? 0.12 : 0.02
  const first = count.balls === 0 && count.strikes === 0
  const twoStrikes = count.strikes === 2
  if (inZone) return Math.min(0.95, 0.68 - 0.02 * batter.eye + (twoStrikes ? 0.22 : 0) - (first ? 0.2 : 0))
  return Math.min(0.7, Math.max(0.05, 0.27 - 0.05 * batter.eye + 0.03 * pitcher.stuff + (twoStrikes ? 0.14 : 0) - (first ? 0.08 : 0)))
}

function contactProbability(batter: BatterRatings, pitcher: PitcherRatings, inZone: boolean, type: PitchType): number {
  const breaking = BREAKING.has(type) ? 0.04 : 0
  const p = inZone
    ? 0.907 + 0.04 * batter.contact - 0.035 * pitcher.stuff - breaking
    : 0.636 + 0.06 * batter.contact - 0.05 * pitcher.stuff - breaking
  return Math.min(0.98, Math.max(0.3, p))
}

/** One pitch from the pitcher's choice of type and spot to the batter's swing and its result. */
export function simulatePitch(rng: Rng, batter: BatterRatings, pitcher: PitcherRatings, count: Count): SimPitch {
  const type = choosePitchType(rng, pitcher, count)
  const speedKmh = Math.round(pitcher.velocity + SPEED_OFFSET[type] + rng.normal() * 1.6)
  const inZone = rng.chance(zoneProbability(pitcher, count, type))
  const { x, z } = location(rng, inZone)
  const zone = plateZone(x, z)
  return { ballsBefore: count.balls, strikesBefore: count.strikes, type, speedKmh, x, z, zone, result: pitchResult(rng, batter, pitcher, count, inZone, type) }
}

function pitchResult(rng: Rng, batter: BatterRatings, pitcher: PitcherRatings, count: Count, inZone: boolean, type: PitchType): PitchResult {
  if (!rng.chance(swingProbability(batter, pitcher, count, inZone))) {
    if (!inZone && rng.chance(0.0068)) return 'hbp'
    return inZone ? 'called_strike' : 'ball'
  }
  if (!rng.chance(contactProbability(batter, pitcher, inZone, type))) return 'swinging_strike'
  return rng.chance((inZone ? 0.5 : 0.56) + (count.strikes === 2 ? 0.04 : 0)) ? 'foul' : 'in_play'
}
