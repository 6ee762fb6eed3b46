import type { Bases } from './baserunning'
import type { BatterRatings, SimPlayer } from './ratings'
import type { Rng } from './rng'

/** A single number for "how dangerous is this hitter", used by the manager's choices. */
export function batterValue(ratings: BatterRatings): number {
  return 0.45 * ratings.contact + 0.4 * ratings.power + 0.25 * ratings.eye
}

/** Pitch count at which a starter is done: about 100, more for stamina. */
export function starterPitchLimit(rng: Rng, pitcher: SimPlayer): number {
  return Math.round(98 + 9 * (pitcher.pitching?.stamina ?? 0) + rng.normal() * 7)
}

export type PitchingSituation = {
  inning: number
  /** Lead of the fielding side (positive when it is ahead). */
  lead: number
  pitches: number
  limit: number
  runsAllowed: number
  runsThisInning: number
  starter: boolean
  outsThisStint: number
  midInning: boolean
  bullpenLeft: number
}

/** Whether the fielding side's manager goes to the bullpen now. */
export function wantsNewPitcher(situation: PitchingSituation): boolean {
  if (situation.bullpenLeft === 0) return false
  const { pitches, limit } = situation
  if (situation.starter) {
    if (situation.midInning) return pitches >= limit + 12 || situation.runsAllowed >= 7 || (situation.runsThisInning >= 4 && pitches > 50)
    return pitches >= limit - 6 || situation.runsAllowed >= 6 || (situation.inning >= 6 && situation.runsAllowed >= 4 && pitches > 80)
  }
  if (situation.midInning) return pitches >= 38 || situation.runsThisInning >= 3
  return situation.outsThisStint >= 3 || pitches >= 30
}

/** 敬遠: first base open, a runner in scoring position, late and close, a much better hitter up. */
export function wantsIntentionalWalk(rng: Rng, bases: Bases, outs: number, inning: number, margin: number, batter: BatterRatings, nextBatter: BatterRatings): boolean {
  if (bases[0] || (!bases[1] && !bases[2])) return false
  const gap = batterValue(batter) - batterValue(nextBatter)
  const late = inning >= 7 && Math.abs(margin) <= 2
  if (!late && gap < 1.5) return false
  return rng.chance(Math.min(0.5, Math.max(0, 0.01 + 0.1 * gap + (late ? 0.04 : 0) + (outs === 2 ? 0.04 : 0))))
}

/** 送りバント: nobody out, runners on first (and maybe second), third empty, a weak hitter or a close game. */
export function wantsBunt(rng: Rng, bases: Bases, outs: number, inning: number, margin: number, batter: BatterRatings, isPitcher: boolean): boolean {
  if (outs !== 0 || bases[2] || (!bases[0] && !bases[1])) return false
  if (isPitcher) return rng.chance(0.78)
  const weak = batterValue(batter) < -0.35
  const close = Math.abs(margin) <= 1 && inning >= 6
  return rng.chance((weak ? 0.35 : 0.07) + (close ? 0.22 : 0))
}
