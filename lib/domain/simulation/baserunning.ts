import type { FielderNumber, PaResult } from '@/lib/domain/events'
import type { BattedBallOutcome } from './batted-ball'
import type { Rng } from './rng'

/** A runner on base and the pitcher charged if he scores (earned unless he reached on an error). */
export type Runner = { id: string; speed: number; pitcherId: string; earned: boolean }
export type Bases = readonly [Runner | null, Runner | null, Runner | null]

export const EMPTY_BASES: Bases = [null, null, null]

export type PlayOutcome = {
  result: PaResult
  bases: Bases
  outs: number
  scored: Runner[]
  rbi: number
  putouts: FielderNumber[]
  assists: FielderNumber[]
  errors: FielderNumber[]
}

export function basesMask(bases: Bases): number {
  return (bases[0] ? 1 : 0) | (bases[1] ? 2 : 0) | (bases[2] ? 4 : 0)
}

function play(result: PaResult, bases: Bases, outs: number, scored: Runner[], rbi: number, fielding: Partial<Pick<PlayOutcome, 'putouts' | 'assists' | 'errors'>> = {}): PlayOutcome {
  return { result, bases, outs, scored, rbi, putouts: fielding.putouts ?? [], assists: fielding.assists ?? [], errors: fielding.errors ?? [] }
}

/** Walk, hit by pitch, interference: the batter takes first and only forced runners move. */
export function forcedAdvance(result: PaResult, bases: Bases, batter: Runner): PlayOutcome {
  const [first, second, third] = bases
  if (!first) return play(result, [batter, second, third], 0, [], 0)
  if (!second) return play(result, [batter, first, third], 0, [], 0)
  if (!third) return play(result, [batter, first, second], 0, [], 0)
  return play(result, [batter, first, second], 0, [third], result === 'INT' ? 0 : 1)
}

/** Wild pitch, passed ball, balk: every runner moves up one base. */
export function advanceAll(bases: Bases): { bases: Bases; scored: Runner[] } {
  const [first, second, third] = bases
  return { bases: [null, first, second], scored: third ? [third] : [] }
}

function speedBonus(runner: Runner): number {
  return 0.08 * runner.speed
}

export function advanceOnHit(rng: Rng, hit: '1B' | '2B' | '3B' | 'HR', bases: Bases, batter: Runner): PlayOutcome {
  const [first, second, third] = bases
  const scored: Runner[] = third ? [third] : []
  if (hit === 'HR') {
    const all = [first, second, third, batter].filter((runner): runner is Runner => runner !== null)
    return play('HR', EMPTY_BASES, 0, all, all.length)
  }
  if (hit === '3B') {
    const all = [first, second, third].filter((runner): runner is Runner => runner !== null)
    return play('3B', [null, null, batter], 0, all, all.length)
  }
  if (hit === '2B') {
    if (second) scored.push(second)
    let onThird: Runner | null = null
    if (first) {
      if (rng.chance(0.37 + speedBonus(first))) scored.push(first)
      else onThird = first
    }
    return play('2B', [null, batter, onThird], 0, scored, scored.length)
  }
  let onThird: Runner | null = null
  let onSecond: Runner | null = null
  if (second) {
    if (rng.chance(0.5 + speedBonus(second))) scored.push(second)
    else onThird = second
  }
  if (first) {
    if (!onThird && rng.chance(0.22 + speedBonus(first))) onThird = first
    else onSecond = first
  }
  return play('1B', [batter, onSecond, onThird], 0, scored, scored.length)
}

/** Reached on error: the batter is safe at first and runners move up one base, unearned. */
export function advanceOnError(bases: Bases, batter: Runner, fielder: FielderNumber): PlayOutcome {
  const [first, second, third] = bases
  const scored = [second, third].filter((runner): runner is Runner => runner !== null)
  return play('ROE', [{ ...batter, earned: false }, null, first], 0, scored, 0, { errors: [fielder] })
}

/** The lead runner who would be forced out, as a base index, when first base is occupied. */
function leadForcedBase(bases: Bases): 1 | 2 | 3 {
  if (!bases[1]) return 1
  if (!bases[2]) return 2
  return 3
}

export function groundBallOut(rng: Rng, ball: BattedBallOutcome, bases: Bases, outs: number, batter: Runner): PlayOutcome {
  const [first, second, third] = bases
  const fielder = ball.fielder
  const throwTo: FielderNumber = fielder === 3 ? 1 : 3
  if (outs === 2) return play('GO', bases, 1, [], 0, { putouts: [throwTo], assists: [fielder] })
  if (first && rng.chance(0.56 - 0.08 * batter.speed)) {
    const pivot: FielderNumber = fielder === 4 || fielder === 3 ? 6 : 4
    const scored = third && outs === 0 ? [third] : []
    const onThird = outs === 0 ? (scored.length > 0 ? second : third) : third
    return play('DP', [null, null, onThird], 2, scored, 0, { putouts: [pivot, 3], assists: [fielder, pivot] })
  }
  if (first && rng.chance(0.28)) {
    const forced = leadForcedBase(bases)
    const covering: FielderNumber = forced === 1 ? (fielder === 6 || fielder === 5 ? 4 : 6) : forced === 2 ? 5 : 2
    const nextBases: Bases = forced === 1 ? [batter, first, third] : [batter, first, second]
    return play('FC', nextBases, 1, [], 0, { putouts: [covering], assists: [fielder] })
  }
  const scored: Runner[] = []
  let onThird: Runner | null = null
  let onSecond: Runner | null = null
  const forcedThird = first !== null && second !== null
  if (third) {
    if (forcedThird || rng.chance(0.5 + speedBonus(third))) scored.push(third)
    else onThird = third
  }
  if (second) {
    if (forcedThird || (onThird === null && rng.chance(0.6))) onThird = second
    else onSecond = second
  }
  if (first) onSecond = first
  return play('GO', [null, onSecond, onThird], 1, scored, scored.length, { putouts: [throwTo], assists: [fielder] })
}

export function airOut(rng: Rng, ball: BattedBallOutcome, bases: Bases, outs: number): PlayOutcome {
  const [first, second, third] = bases
  const result: PaResult = ball.type === 'line' ? 'LO' : ball.type === 'popup' ? 'PO' : 'FO'
  if (result === 'FO' && third && outs < 2 && ball.deep && rng.chance(0.88 + speedBonus(third))) {
    const tagFromSecond = second && ball.fielder === 9 && rng.chance(0.35) ? second : null
    return play('SF', [first, tagFromSecond ? null : second, tagFromSecond], 1, [third], 1, { putouts: [ball.fielder] })
  }
  if (result === 'LO' && first && outs < 2 && rng.chance(0.06)) {
    return play('DP', [null, second, third], 2, [], 0, { putouts: [ball.fielder, 3], assists: [ball.fielder] })
  }
  const advance = result === 'FO' && ball.deep && second && !third && outs < 2 && rng.chance(0.3)
  return play(result, advance ? [first, null, second] : bases, 1, [], 0, { putouts: [ball.fielder] })
}
