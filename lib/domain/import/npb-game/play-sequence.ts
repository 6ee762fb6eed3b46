import type { BattedBallType, FielderNumber, PaResult, PaTransition, RunnerEventType } from '@/lib/domain/events'
import { parseResultText, type ParsedResult } from './result-text'
import { trackScore, type LineScore } from './score-track'
import { runnersOn } from '@/lib/domain/bases'

type NpbPlayer = { id?: string | null } | null

/** One entry of an npb.jp game's playByPlay, as far as the sequence builder reads it. */
export type NpbPlay = {
  inning: { inning: number; halfInning: 'top' | 'bottom' }
  outs?: number | null
  runners?: string | null
  count?: { balls?: number; strikes?: number } | null
  jaResult?: { text?: string | null; players?: readonly NpbPlayer[] | null } | null
  jaText?: string | null
  batter?: NpbPlayer
  isPinchHit?: string | null
  pitcher?: NpbPlayer
  runs: { road: number; home: number }
}

type Step = Omit<PaTransition, 'result'> & {
  awayScoreBefore: number
  homeScoreBefore: number
  pitcherId: string | null
  /** The PA this step belongs to: its own seq, or for a runner event the PA in progress. */
  seq: number
}

export type ImportedPa = PaTransition & Step & {
  kind: 'pa'
  batterId: string | null
  rbi: number
  balls: number | null
  strikes: number | null
  battedBall: BattedBallType | null
  fielder: FielderNumber | null
  /** The text named an error on the play (the batter reached on it, or runners advanced on it). */
  error: boolean
  /** npb.jp flags a pinch hitter's PA. */
  pinchHit: boolean
}

export type ImportedRunnerEvent = Step & {
  kind: 'runner'
  type: RunnerEventType
  runner: string | null
  runnerId: string | null
  fromBase: 1 | 2 | 3 | null
  toBase: 0 | 2 | 3 | 4
}

export type ImportedStep = ImportedPa | ImportedRunnerEvent

/** '1-3' → 5: first and third occupied (bit 1 = first, 2 = second, 4 = third). */
export function runnersMask(runners: string): number {
  return (runners[0] === '1' ? 1 : 0) | (runners[1] === '2' ? 2 : 0) | (runners[2] === '3' ? 4 : 0)
}

const OUTS_ON_PLAY: Partial<Record<PaResult, number>> = { K: 1, GO: 1, FO: 1, LO: 1, PO: 1, SH: 1, SF: 1, FC: 1, DP: 2, TP: 3 }

type StatePlay = NpbPlay & { outs: number; runners: string; text: string; position: number }

const sameHalf = (a: NpbPlay, b: NpbPlay | undefined) =>
  b !== undefined && a.inning.inning === b.inning.inning && a.inning.halfInning === b.inning.halfInning

const outOnBasesSince = (steps: readonly ImportedStep[], seq: number) =>
  steps.some((step) => step.kind === 'runner' && step.seq === seq && step.toBase === 0)

/**
 * Runners who crossed the plate during a runner event, by conservation: those on base before it,
 * less those on base after it and those put out. Only within a half-inning, where the next entry's
 * state is the event's "after" (a double steal that scores the runner from third, a run on a throw).
 */
function runnersHomeDuring(play: StatePlay, next: StatePlay | undefined): number {
  if (!next || !sameHalf(play, next)) return 0
  const gone = runnersOn(runnersMask(play.runners)) - runnersOn(runnersMask(next.runners)) - Math.max(0, next.outs - play.outs)
  return Math.max(0, gone)
}

/**
 * A runner thrown out right after a strikeout (三振ゲッツー) is listed with the state before the
 * strikeout; its real "before" has the strikeout's out added. The same for the second runner of
 * a double steal, listed with the state before the first runner's steal.
 */
function repairStaleRunnerStates(states: StatePlay[], parsed: readonly ParsedResult[]): void {
  states.forEach((state, index) => {
    const previous = states[index - 1]
    const previousResult = parsed[index - 1]
    if (!previous || parsed[index]?.kind !== 'runner' || previousResult?.kind !== 'pa' || !sameHalf(previous, state)) return
    if (previous.outs !== state.outs || previous.runners !== state.runners) return
    if (previousResult.result === 'K') states[index] = { ...state, outs: state.outs + 1 }
  })
  // The second half of a double steal repeats the state before the first: it follows from the first.
  states.forEach((state, index) => {
    const previous = states[index - 1]
    const first = parsed[index - 1]
    if (!previous || first?.kind !== 'runner' || parsed[index]?.kind !== 'runner' || first.fromBase === null || !sameHalf(previous, state)) return
    if (previous.outs !== state.outs || previous.runners !== state.runners) return
    const moved = (runnersMask(state.runners) & ~(1 << (first.fromBase - 1))) | (first.toBase >= 2 && first.toBase <= 3 ? 1 << (first.toBase - 1) : 0)
    states[index] = { ...state, outs: state.outs + (first.toBase === 0 ? 1 : 0), runners: runnersText(moved) }
  })
}

const runnersText = (mask: number) => `${mask & 1 ? '1' : '-'}${mask & 2 ? '2' : '-'}${mask & 4 ? '3' : '-'}`

/**
 * The game's PAs and runner events in order, with the outs, bases and score before and after
 * each. npb.jp gives each entry the state just before its result, so the "after" of one entry is
 * the "before" of the next in the same half-inning (advances it does not list, such as wild
 * pitches, fold into the entry before them); a half-inning's last entry ends at three outs (a
 * walk-off or a called game at the outs its own result made). Scores come from the score tracker.
 */
export function buildPlaySequence(plays: readonly NpbPlay[], line: LineScore, options: { called?: boolean } = {}) {
  const states = plays.flatMap((play, position): StatePlay[] => {
    const text = play.jaResult?.text ?? play.jaText ?? ''
    // 「（途中交代）」 repeats a stale state mid-PA (the successor's entry carries the real one), so it is not a checkpoint.
    const stateful = typeof play.outs === 'number' && typeof play.runners === 'string' && text !== '（途中交代）'
    return stateful ? [{ ...play, outs: play.outs ?? 0, runners: play.runners ?? '---', text, position }] : []
  })
  const parsedStates = states.map((play) => parseResultText(play.text))
  repairStaleRunnerStates(states, parsedStates)
  const scores = trackScore(states.map((play, index) => {
    const parsed = parsedStates[index]
    return {
      inning: play.inning.inning, half: play.inning.halfInning, runs: play.runs, trusted: parsed?.kind === 'pa',
      homeSteal: parsed?.kind === 'runner' && parsed.type === 'SB' && parsed.toBase === 4,
      runnersHome: parsed?.kind === 'runner' ? runnersHomeDuring(play, states[index + 1]) : 0,
    }
  }), line)
  const final = { road: line.road.reduce<number>((sum, runs) => sum + (runs ?? 0), 0), home: line.home.reduce<number>((sum, runs) => sum + (runs ?? 0), 0) }
  const steps: ImportedStep[] = []
  const unknown: string[] = []
  let batterEntries = 0
  states.forEach((play, index) => {
    const parsed = parsedStates[index] ?? parseResultText(play.text)
    if (parsed.kind === 'unknown') unknown.push(play.text)
    const half = play.inning.halfInning
    const next = states[index + 1]
    const inHalf = next !== undefined && sameHalf(play, next)
    const score = scores[index] ?? { before: play.runs, after: play.runs }
    const side = half === 'top' ? 'road' : 'home'
    const walkOff = !inHalf && next === undefined && half === 'bottom' && final.home > final.road
    // A walk-off or a game called mid-inning ends at the outs its last play made, not at three.
    const cutShort = next === undefined && (walkOff || options.called === true)
    const playOuts = parsed.kind === 'pa' ? (OUTS_ON_PLAY[parsed.result] ?? 0) : parsed.kind === 'runner' && parsed.toBase === 0 ? 1 : 0
    const step: Step = {
      inning: play.inning.inning,
      half,
      outsBefore: play.outs,
      basesBefore: runnersMask(play.runners),
      outsAfter: inHalf ? next.outs : cutShort ? Math.min(3, play.outs + playOuts) : 3,
      basesAfter: inHalf ? runnersMask(next.runners) : 0,
      runsOnPlay: score.after[side] - score.before[side],
      awayScoreBefore: score.before.road,
      homeScoreBefore: score.before.home,
      pitcherId: play.pitcher?.id ?? null,
      seq: batterEntries + 1,
    }
    if (parsed.kind === 'runner') {
      const runnerId = play.jaResult?.players?.[0]?.id ?? null
      // Caught, but the next state has no more outs: he was safe on an error — still a 盗塁死 (Rule 9.07(h)), not an out.
      const safe = parsed.toBase === 0 && inHalf && next.outs === play.outs
      const toBase = safe ? (Math.min(4, (parsed.fromBase ?? 1) + 1) as 2 | 3 | 4) : parsed.toBase
      steps.push({ ...step, kind: 'runner', type: parsed.type, runner: parsed.runner, runnerId, fromBase: parsed.fromBase, toBase })
      // More outs by the next entry than the event made: a runner was put out on the play (overran the base), which npb.jp does not list.
      const unlisted = inHalf ? next.outs - play.outs - (toBase === 0 ? 1 : 0) : 0
      for (let out = 0; out < unlisted; out++) steps.push({ ...step, kind: 'runner', type: 'OA', runner: null, runnerId: null, fromBase: null, toBase: 0 })
      return
    }
    if (parsed.kind === 'pa_unfinished' && !cutShort && !outOnBasesSince(steps, batterEntries + 1)) {
      // The third out was made on the bases by a play npb.jp does not list: keep the out.
      steps.push({ ...step, kind: 'runner', type: 'OA', runner: null, runnerId: null, fromBase: null, toBase: 0 })
    }
    if (parsed.kind === 'pa' || parsed.kind === 'pa_unfinished' || parsed.kind === 'substitution') batterEntries += 1
    if (parsed.kind !== 'pa') return
    steps.push({
      ...step,
      kind: 'pa',
      result: parsed.result,
      batterId: play.batter?.id ?? null,
      rbi: parsed.rbi,
      balls: play.count?.balls ?? null,
      strikes: play.count?.strikes ?? null,
      battedBall: parsed.battedBall,
      fielder: parsed.fielder,
      error: parsed.error,
      pinchHit: play.isPinchHit === 'Y',
    })
  })
  const pas = steps.filter((step): step is ImportedPa => step.kind === 'pa')
  const runnerEvents = steps.filter((step): step is ImportedRunnerEvent => step.kind === 'runner')
  return { steps, pas, runnerEvents, unknown, states: states.length }
}
