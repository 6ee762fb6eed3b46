import { BASE_OUT_STATES, baseOutIndex } from './base-out-state'
import { halfInningRunDistributions } from './half-inning-runs'
import type { TransitionModel } from './transition-model'

export { buildTransitionModel, type TransitionModel } from './transition-model'

/** Home team's chances; the three sum to 1. */
export type WinExpectancy = { win: number; tie: number; loss: number }
/** A moment in a game; outs may be 3 (the half just ended). scoreDiff = home − away. */
export type GameState = { inning: number; half: 'top' | 'bottom'; outs: number; bases: number; scoreDiff: number }
/** Regular season since 2022: 9 innings, ties stand after 12 (10 in 2020, 9 in 2021). maxInnings must be finite. */
export type GameRules = { regulationInnings: number; maxInnings: number }
export const NPB_RULES: GameRules = { regulationInnings: 9, maxInnings: 12 }

/** Score differences are clamped to ±15: beyond that the result is settled for any table we show. */
export const MAX_SCORE_DIFF = 15
const DIFFS = 2 * MAX_SCORE_DIFF + 1
const STATES = BASE_OUT_STATES.length

/**
 * Per model and rules: `after` holds the value once half-inning `slot` ends with a difference
 * (win, tie, loss triples, flattened); `memo` the value of each live state, filled on demand.
 */
type Game = { rules: GameRules; runs: readonly (readonly number[])[]; after: Float64Array; memo: Float64Array; known: Uint8Array }
const cache = new WeakMap<TransitionModel, { runs: number[][]; games: Map<string, Game> }>()

/** Plain comparisons, not Math.min/max: this runs in the innermost loop. */
const clamp = (diff: number) => (diff > MAX_SCORE_DIFF ? MAX_SCORE_DIFF : diff < -MAX_SCORE_DIFF ? -MAX_SCORE_DIFF : diff)
const slotOf = (inning: number, half: GameState['half']) => (inning - 1) * 2 + (half === 'top' ? 0 : 1)

/** Offset (×3) in game.memo of a live state's value, computing it on first use. */
function live(game: Game, slot: number, index: number, diff: number): number {
  const at = (slot * STATES + index) * DIFFS + diff + MAX_SCORE_DIFF
  if (game.known[at] === 1) return at * 3
  const runs = game.runs[index] ?? []
  const sign = slot % 2 === 0 ? -1 : 1
  let win = 0
  let tie = 0
  let loss = 0
  for (let k = 0; k < runs.length; k++) {
    const p = runs[k] ?? 0
    if (p === 0) continue
    const from = (slot * DIFFS + clamp(diff + sign * k) + MAX_SCORE_DIFF) * 3
    win += p * (game.after[from] ?? 0)
    tie += p * (game.after[from + 1] ?? 0)
    loss += p * (game.after[from + 2] ?? 0)
  }
  game.memo.set([win, tie, loss], at * 3)
  game.known[at] = 1
  return at * 3
}

/** NPB rules for what follows the end of a half-inning, written into game.after. */
function fillAfter(game: Game, slot: number): void {
  const { regulationInnings, maxInnings } = game.rules
  const inning = Math.floor(slot / 2) + 1
  const top = slot % 2 === 0
  for (let diff = -MAX_SCORE_DIFF; diff <= MAX_SCORE_DIFF; diff++) {
    const to = (slot * DIFFS + diff + MAX_SCORE_DIFF) * 3
    const set = (win: number, tie: number, loss: number) => game.after.set([win, tie, loss], to)
    const startOf = (nextSlot: number, nextDiff: number) => {
      const from = live(game, nextSlot, 0, nextDiff)
      game.after.set(game.memo.subarray(from, from + 3), to)
    }
    if (top) {
      if (inning >= regulationInnings && diff > 0) set(1, 0, 0)
      else startOf(slot + 1, diff)
    } else if (inning < regulationInnings) startOf(slot + 1, diff)
    else if (diff !== 0) set(diff > 0 ? 1 : 0, 0, diff < 0 ? 1 : 0)
    else if (inning >= maxInnings) set(0, 1, 0)
    else startOf(slot + 1, 0)
  }
}

/** The last table used: WPA and leverage ask about one model and one rule set many times over. */
let last: { model: TransitionModel; game: Game } | null = null

function gameFor(model: TransitionModel, rules: GameRules): Game {
  const { regulationInnings: reg, maxInnings: max } = rules
  if (last !== null && last.model === model && last.game.rules.regulationInnings === reg && last.game.rules.maxInnings === max) return last.game
  if (!Number.isInteger(reg) || !Number.isInteger(max) || reg < 1 || max < reg) throw new RangeError(`bad rules ${reg}/${max}`)
  let entry = cache.get(model)
  if (entry === undefined) {
    entry = { runs: halfInningRunDistributions(model), games: new Map() }
    cache.set(model, entry)
  }
  const key = `${reg}/${max}`
  const cached = entry.games.get(key)
  if (cached !== undefined) {
    last = { model, game: cached }
    return cached
  }
  const slots = 2 * max
  const game: Game = {
    rules: { regulationInnings: reg, maxInnings: max },
    runs: entry.runs,
    after: new Float64Array(slots * DIFFS * 3),
    memo: new Float64Array(slots * STATES * DIFFS * 3),
    known: new Uint8Array(slots * STATES * DIFFS),
  }
  for (let slot = slots - 1; slot >= 0; slot--) fillAfter(game, slot)
  entry.games.set(key, game)
  last = { model, game }
  return game
}

/**
 * Home team's P(win), P(tie), P(loss) from a game state, by a Markov chain over base-out states
 * with per-PA probabilities from our events, played out under NPB rules (conventions page):
 * the bottom of the last regulation inning is skipped when the home team leads; a walk-off ends
 * the game at once; a tie after the bottom of the last allowed inning stands. Within a half the
 * chain does not depend on the score, so it is factored through the half-inning's run
 * distribution — exact for walk-offs too, since the home side reaches the winning run iff the
 * whole inning would — and a memoised DP over (inning, half, outs, bases, score difference)
 * plays out the game. Cached per model and rules: a full table takes milliseconds.
 */
export function winExpectancy(model: TransitionModel, state: GameState, rules: GameRules = NPB_RULES): WinExpectancy {
  const game = gameFor(model, rules)
  const { inning, half, outs, bases } = state
  const diff = clamp(Math.round(state.scoreDiff))
  if (!Number.isInteger(inning) || inning < 1 || inning > rules.maxInnings) throw new RangeError(`inning ${inning} outside 1–${rules.maxInnings}`)
  const index = baseOutIndex(outs, bases)
  if (outs !== 3 && index === null) throw new RangeError(`not a base-out state: ${outs} outs, bases ${bases}`)
  if (half === 'bottom' && inning >= rules.regulationInnings && diff > 0) return { win: 1, tie: 0, loss: 0 }
  const slot = slotOf(inning, half)
  const table = index === null ? game.after : game.memo
  const at = index === null ? (slot * DIFFS + diff + MAX_SCORE_DIFF) * 3 : live(game, slot, index, diff)
  return { win: table[at] ?? 0, tie: table[at + 1] ?? 0, loss: table[at + 2] ?? 0 }
}

/**
 * The single number WPA is computed on: P(win) + ½·P(tie) (conventions page). A tie counts as
 * half a win for each side, so home and away WE still sum to 1 and a game's WPA nets to zero;
 * dropping ties instead would make a tied 12th look like nothing was at stake.
 */
export function weForWpa(we: WinExpectancy): number {
  return we.win + 0.5 * we.tie
}
