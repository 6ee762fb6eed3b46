import type { BattedBallType, FielderNumber } from '@/lib/domain/events'
import type { BatterRatings, PitcherRatings } from './ratings'
import type { Rng } from './rng'

export type BattedBallOutcome = {
  type: BattedBallType
  /** Spray angle in degrees: −45 is the left-field line, 0 straight away, +45 the right-field line. */
  direction: number
  fielder: FielderNumber
  hit: '1B' | '2B' | '3B' | 'HR' | null
  /** A fly deep enough for a runner on third to tag and score. */
  deep: boolean
  error: boolean
}

function sprayAngle(rng: Rng, bats: 'R' | 'L'): number {
  const pull = bats === 'R' ? -1 : 1
  const angle = pull * 8 + rng.normal() * 20
  return Math.max(-45, Math.min(45, angle))
}

function infielder(direction: number, rng: Rng): FielderNumber {
  if (rng.chance(0.05)) return 1
  if (direction < -22) return 5
  if (direction < -3) return 6
  if (direction < 18) return 4
  return 3
}

function outfielder(direction: number): FielderNumber {
  if (direction < -15) return 7
  if (direction <= 15) return 8
  return 9
}

function battedBallType(rng: Rng, batter: BatterRatings, pitcher: PitcherRatings): BattedBallType {
  const ground = 0.45 - 0.035 * batter.power + 0.05 * pitcher.grounders
  const fly = 0.27 + 0.035 * batter.power - 0.04 * pitcher.grounders
  const line = 0.205 + 0.015 * batter.contact
  const popup = 0.075 + 0.01 * pitcher.stuff
  const types: ReadonlyArray<readonly [BattedBallType, number]> = [
    ['ground', ground],
    ['fly', fly],
    ['line', line],
    ['popup', popup],
  ]
  return rng.weighted(types, ([, weight]) => Math.max(0.01, weight))[0]
}

/**
 * A ball in play: its type, where it goes, who fields it, and whether it falls for a hit.
 * `parkHr` scales home-run carry for the venue (1 = neutral).
 */
export function simulateBattedBall(
  rng: Rng,
  batter: BatterRatings,
  bats: 'R' | 'L',
  pitcher: PitcherRatings,
  parkHr: number,
): BattedBallOutcome {
  const type = battedBallType(rng, batter, pitcher)
  const direction = sprayAngle(rng, bats)
  const error = rng.chance(0.013)
  if (type === 'ground') {
    const fielder = infielder(direction, rng)
    const hit = !error && rng.chance(0.256 + 0.03 * batter.speed + 0.015 * batter.contact) ? (rng.chance(0.06) ? '2B' : '1B') : null
    return { type, direction, fielder, hit, deep: false, error: error && hit === null }
  }
  if (type === 'popup') {
    const fielder = rng.chance(0.15) ? 2 : infielder(direction, rng)
    return { type, direction, fielder, hit: rng.chance(0.015) ? '1B' : null, deep: false, error: false }
  }
  const fielder = outfielder(direction)
  if (type === 'line') {
    if (!rng.chance(0.68 + 0.03 * batter.contact)) return { type, direction, fielder: rng.chance(0.45) ? infielder(direction, rng) : fielder, hit: null, deep: false, error }
    const roll = rng.next()
    const hit = roll < 0.025 + 0.01 * batter.power ? 'HR' : roll < 0.26 ? '2B' : roll < 0.305 + 0.01 * batter.speed ? '3B' : '1B'
    return { type, direction, fielder, hit, deep: true, error: false }
  }
  const hrChance = Math.max(0.01, (0.084 + 0.042 * batter.power - 0.012 * pitcher.grounders) * parkHr)
  if (rng.chance(hrChance)) return { type, direction, fielder, hit: 'HR', deep: true, error: false }
  if (rng.chance(0.152)) {
    const roll = rng.next()
    const hit = roll < 0.3 ? '1B' : roll < 0.86 - 0.02 * batter.speed ? '2B' : '3B'
    return { type, direction, fielder, hit, deep: true, error: false }
  }
  return { type, direction, fielder, hit: null, deep: rng.chance(0.68 + 0.08 * batter.power), error }
}
