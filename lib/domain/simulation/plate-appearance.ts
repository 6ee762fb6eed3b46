import type { BattedBallType, FielderNumber, PaResult, RunnerEventType } from '@/lib/domain/events'
import { simulateBattedBall } from './batted-ball'
import {
  advanceAll,
  advanceOnError,
  advanceOnHit,
  airOut,
  forcedAdvance,
  groundBallOut,
  type Bases,
  type PlayOutcome,
  type Runner,
} from './baserunning'
import { simulatePitch, type SimPitch } from './pitch'
import type { BatterRatings, PitcherRatings } from './ratings'
import type { Rng } from './rng'

export type RunnerMove = {
  /** Index of the pitch before which it happened (0 = before the first pitch). */
  pitchIndex: number
  type: RunnerEventType
  runnerId: string
  fromBase: 1 | 2 | 3
  /** 2–3 a base, 4 home, 0 put out. */
  toBase: 0 | 2 | 3 | 4
}

/** The play that ended the PA (bases, outs, runs, fielding credits) plus what led up to it. */
export type PaOutcome = Omit<PlayOutcome, 'result'> & {
  /** Null when a runner was put out for the third out before the PA ended: it does not count. */
  result: PaResult | null
  pitches: SimPitch[]
  moves: RunnerMove[]
  battedBall: BattedBallType | null
  direction: number | null
  fielder: FielderNumber | null
  /** Outs made by runner moves (caught stealing) during the PA. */
  movesOuts: number
  /** Runners who scored on moves (wild pitch, balk…) during the PA. */
  movesScored: Runner[]
  /** Outs and bases once the runner moves before the last pitch are done: the PA's own start. */
  basesBeforeResult: Bases
  outsBeforeResult: number
}

export type PaContext = {
  rng: Rng
  batter: { ratings: BatterRatings; bats: 'R' | 'L'; runner: Runner }
  pitcher: { ratings: PitcherRatings; throws: 'R' | 'L' }
  bases: Bases
  outs: number
  parkHr: number
  intentionalWalk: boolean
  bunt: boolean
}

function battingSide(bats: 'R' | 'L' | 'S', throws: 'R' | 'L'): 'R' | 'L' {
  if (bats !== 'S') return bats
  return throws === 'R' ? 'L' : 'R'
}

/** Steal attempts, wild pitches, passed balls and balks between pitches. */
function runnerMovesBeforePitch(rng: Rng, bases: Bases, pitchIndex: number): { moves: RunnerMove[]; bases: Bases; outs: number; scored: Runner[] } | null {
  const [first, second, third] = bases
  if (!first && !second && !third) return null
  const roll = rng.next()
  if (roll < 0.0036 || (roll < 0.0045 && rng.chance(0.25))) {
    const type: RunnerEventType = roll < 0.0036 ? 'WP' : rng.chance(0.75) ? 'PB' : 'BK'
    const moved = advanceAll(bases)
    const moves = ([first, second, third] as const).flatMap((runner, index) =>
      runner ? [{ pitchIndex, type, runnerId: runner.id, fromBase: (index + 1) as 1 | 2 | 3, toBase: (index + 2) as 2 | 3 | 4 }] : [],
    )
    return { moves, bases: moved.bases, outs: 0, scored: moved.scored }
  }
  const stealer = first && !second ? first : second && !third && !first ? second : null
  if (!stealer || !rng.chance(Math.max(0.002, 0.016 + 0.022 * stealer.speed))) return null
  const fromBase: 1 | 2 = stealer === first ? 1 : 2
  const safe = rng.chance(Math.min(0.9, 0.68 + 0.07 * stealer.speed))
  const next: [Runner | null, Runner | null, Runner | null] = [...bases]
  next[fromBase - 1] = null
  if (safe) next[fromBase] = stealer
  const move: RunnerMove = { pitchIndex, type: safe ? 'SB' : 'CS', runnerId: stealer.id, fromBase, toBase: safe ? ((fromBase + 1) as 2 | 3) : 0 }
  return { moves: [move], bases: next, outs: safe ? 0 : 1, scored: [] }
}

function buntOutcome(ctx: PaContext, bases: Bases) {
  const { rng } = ctx
  const roll = rng.next()
  if (roll < 0.76) {
    const [first, second, third] = bases
    return { result: 'SH' as const, bases: [null, first, second ?? third] as Bases, outs: 1, scored: [] as Runner[], rbi: 0, putouts: [3] as FielderNumber[], assists: [rng.pick([1, 2, 5] as const)] as FielderNumber[], errors: [] as FielderNumber[] }
  }
  if (roll < 0.92) return { ...forcedAdvance('FC', bases, ctx.batter.runner), outs: 1, result: 'FC' as const, bases: [ctx.batter.runner, bases[0] && bases[1] ? bases[0] : null, bases[2]] as Bases, putouts: [5] as FielderNumber[], assists: [1] as FielderNumber[] }
  if (roll < 0.96) return advanceOnHit(rng, '1B', bases, ctx.batter.runner)
  return { result: 'PO' as const, bases, outs: 1, scored: [] as Runner[], rbi: 0, putouts: [2] as FielderNumber[], assists: [] as FielderNumber[], errors: [] as FielderNumber[] }
}

/** One plate appearance, pitch by pitch, with whatever the runners do between pitches. */
export function simulatePlateAppearance(ctx: PaContext): PaOutcome {
  const { rng, batter, pitcher } = ctx
  const side = battingSide(batter.bats, pitcher.throws)
  const moves: RunnerMove[] = []
  const movesScored: Runner[] = []
  let bases = ctx.bases
  let outs = ctx.outs
  const pitches: SimPitch[] = []
  const finish = (outcome: Omit<PaOutcome, 'pitches' | 'moves' | 'movesOuts' | 'movesScored' | 'basesBeforeResult' | 'outsBeforeResult' | 'battedBall' | 'direction' | 'fielder'> & Partial<Pick<PaOutcome, 'battedBall' | 'direction' | 'fielder'>>, before: { bases: Bases; outs: number }): PaOutcome => ({
    battedBall: null,
    direction: null,
    fielder: null,
    ...outcome,
    pitches,
    moves,
    movesOuts: before.outs - ctx.outs,
    movesScored,
    basesBeforeResult: before.bases,
    outsBeforeResult: before.outs,
    outs: before.outs + outcome.outs,
  })

  // 申告敬遠 (since 2018): the walk is granted without a pitch.
  if (ctx.intentionalWalk) return finish(forcedAdvance('IBB', bases, batter.runner), { bases, outs })
  if (ctx.bunt) {
    // A sacrifice attempt is put in play on the first pitch.
    pitches.push({ ...simulatePitch(rng, batter.ratings, pitcher.ratings, { balls: 0, strikes: 0 }), result: 'in_play' })
    return finish({ ...buntOutcome(ctx, bases), battedBall: 'bunt', direction: 0, fielder: 1 }, { bases, outs })
  }

  let balls = 0
  let strikes = 0
  for (;;) {
    const moved = runnerMovesBeforePitch(rng, bases, pitches.length)
    if (moved) {
      moves.push(...moved.moves)
      movesScored.push(...moved.scored)
      bases = moved.bases
      outs += moved.outs
      // A caught stealing for the third out ends the inning with the PA unfinished.
      if (outs >= 3) return finish({ result: null, bases, outs: 0, scored: [], rbi: 0, putouts: [], assists: [], errors: [] }, { bases, outs })
    }
    const pitch = simulatePitch(rng, batter.ratings, pitcher.ratings, { balls, strikes })
    pitches.push(pitch)
    if (pitch.result === 'hbp') return finish(forcedAdvance('HBP', bases, batter.runner), { bases, outs })
    if (pitch.result === 'ball') {
      balls++
      if (balls === 4) return finish(forcedAdvance('BB', bases, batter.runner), { bases, outs })
      continue
    }
    if (pitch.result === 'called_strike' || pitch.result === 'swinging_strike') {
      strikes++
      if (strikes < 3) continue
      // 振り逃げ: only on a missed third strike with first base open or two outs.
      const canRun = pitch.result === 'swinging_strike' && (!bases[0] || outs === 2)
      if (canRun && rng.chance(0.012)) {
        return finish({ ...forcedAdvance('KWP', bases, batter.runner), rbi: 0 }, { bases, outs })
      }
      return finish({ result: 'K', bases, outs: 1, scored: [], rbi: 0, putouts: [2], assists: [], errors: [] }, { bases, outs })
    }
    if (pitch.result === 'foul') {
      if (strikes < 2) strikes++
      continue
    }
    const ball = simulateBattedBall(rng, batter.ratings, side, pitcher.ratings, ctx.parkHr)
    const shape = { battedBall: ball.type, direction: ball.direction, fielder: ball.fielder }
    if (ball.hit) return finish({ ...advanceOnHit(rng, ball.hit, bases, batter.runner), ...shape }, { bases, outs })
    if (ball.error) return finish({ ...advanceOnError(bases, batter.runner, ball.fielder), ...shape }, { bases, outs })
    const out = ball.type === 'ground' ? groundBallOut(rng, ball, bases, outs, batter.runner) : airOut(rng, ball, bases, outs)
    return finish({ ...out, ...shape }, { bases, outs })
  }
}
