import type { BattedBallType, PaResult, PitchResult, PitchType } from '@/lib/domain/events'

/** A thrower's or hitter's side; a switch hitter is recorded on the side he batted from (opposite the pitcher's hand). */
export type Hand = 'R' | 'L'

/** How a plate appearance ended, carried by its last pitch so every split can read AVG/SLG and run value off pitches alone. */
export type PaEnding = {
  result: PaResult
  battedBall: BattedBallType | null
  /** Spray angle in degrees: −45 the left-field line, 0 straight-away centre, +45 the right-field line; null when not recorded. */
  direction: number | null
  /** The PA's linear-weight run value from the analysed player's side (run-value.ts). */
  runValue: number
}

/** One pitch as the analyses read it: the count before it, where it crossed, what happened, and the PA's end if it was the last. */
export type AnalysisPitch = {
  type: PitchType
  speedKmh: number | null
  /** 1–25 on the plate grid (lib/domain/plate-zone.ts); null when the source has no location. */
  zone: number | null
  result: PitchResult
  balls: number
  strikes: number
  /** The opponent's hand in that PA: the batter's stance for a pitcher, the pitcher's arm for a batter. */
  opponentHand: Hand | null
  ending: PaEnding | null
}

/** What the PAs that ended on a set of pitches came to, and their run value. */
export type OutcomeLine = {
  pa: number
  ab: number
  h: number
  hr: number
  so: number
  bb: number
  avg: number | null
  slg: number | null
  runValue: number
  runValuePer100: number | null
}
