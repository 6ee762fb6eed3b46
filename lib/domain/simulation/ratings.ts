import type { PitchType } from '@/lib/domain/events'

/**
 * Talent on a z-score scale (0 = league average, ±1 = one standard deviation). The pitch engine
 * turns these into probabilities; aging moves them year by year.
 */
export type BatterRatings = {
  contact: number
  power: number
  eye: number
  speed: number
  fielding: number
}

export type PitcherRatings = {
  stuff: number
  control: number
  grounders: number
  stamina: number
  /** Mean four-seam velocity in km/h. */
  velocity: number
  repertoire: ReadonlyArray<{ type: PitchType; weight: number }>
}

export type Position = 'P' | 'C' | '1B' | '2B' | '3B' | 'SS' | 'LF' | 'CF' | 'RF' | 'DH'

/** A batting-order slot also holds a pinch hitter until the next defensive change. */
export type LineupPosition = Position | 'PH'

export const POSITION_NUMBERS: Readonly<Record<Exclude<Position, 'DH'>, number>> = {
  P: 1, C: 2, '1B': 3, '2B': 4, '3B': 5, SS: 6, LF: 7, CF: 8, RF: 9,
}

export type PitcherRole = 'starter' | 'reliever'

export type SimPlayer = {
  id: string
  birthYear: number
  bats: 'R' | 'L' | 'S'
  throws: 'R' | 'L'
  /** Primary fielding position; pitchers are 'P'. */
  position: Position
  batting: BatterRatings
  pitching: PitcherRatings | null
  role: PitcherRole | null
  /** Talent the player grows towards; aging pulls current ratings along a curve around it. */
  potential: number
}

/** A pitcher batting: far below position players, as in NPB's Central League. */
export const PITCHER_AS_BATTER: BatterRatings = { contact: -2.2, power: -2.5, eye: -1.5, speed: -0.8, fielding: 0 }
