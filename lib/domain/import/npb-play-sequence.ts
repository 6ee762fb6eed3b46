import type { BattedBallType, FielderNumber, PaResult, PaTransition, RunnerEventType } from '@/lib/domain/events'
import { parseResultText } from './npb-result-text'

/** One entry of an npb.jp game's playByPlay, as far as the sequence builder reads it. */
export type NpbPlay = {
  inning: { inning: number; halfInning: 'top' | 'bottom' }
  outs?: number | null
  runners?: string | null
  count?: { balls?: number; strikes?: number } | null
  jaResult?: { text?: string | null } | null
  jaText?: string | null
  batter?: { id?: string | null } | null
  pitcher?: { id?: string | null } | null
  runs: { road: number; home: number }
}

export type ImportedPa = PaTransition & {
  batterId: string | null
  pitcherId: string | null
  rbi: number
  balls: number | null
  strikes: number | null
  battedBall: BattedBallType | null
  fielder: FielderNumber | null
  awayScoreBefore: number
  homeScoreBefore: number
}

export type ImportedRunnerEvent = { inning: number; half: 'top' | 'bottom'; type: RunnerEventType; runner: string | null; toBase: number; outsBefore: number; basesBefore: number }

/** '1-3' → 5: first and third occupied (bit 1 = first, 2 = second, 4 = third). */
export function runnersMask(runners: string): number {
  return (runners[0] === '1' ? 1 : 0) | (runners[1] === '2' ? 2 : 0) | (runners[2] === '3' ? 4 : 0)
}

const OUTS_ON_PLAY: Partial<Record<PaResult, number>> = { K: 1, GO: 1, FO: 1, LO: 1, PO: 1, SH: 1, SF: 1, FC: 1, DP: 2, TP: 3 }

type StatePlay = NpbPlay & { outs: number; runners: string; text: string; position: number }

/**
 * The game's PAs and runner events with the outs, bases and score before and after each: the
 * "after" of one play is the "before" of the next play in the same half-inning; a half-inning's
 * last play ends at three outs (a walk-off at the outs its own result made), and the score after
 * it is the score the next half-inning starts with, or the final score.
 */
export function buildPlaySequence(plays: readonly NpbPlay[], final: { road: number; home: number }) {
  const states = plays.flatMap((play, position): StatePlay[] => {
    const text = play.jaResult?.text ?? play.jaText ?? ''
    return typeof play.outs === 'number' && typeof play.runners === 'string' ? [{ ...play, outs: play.outs, runners: play.runners, text, position }] : []
  })
  const pas: ImportedPa[] = []
  const runnerEvents: ImportedRunnerEvent[] = []
  const unknown: string[] = []
  states.forEach((play, index) => {
    const parsed = parseResultText(play.text)
    if (parsed.kind === 'unknown') unknown.push(play.text)
    const half = play.inning.halfInning
    const next = states[index + 1]
    const sameHalf = next !== undefined && next.inning.inning === play.inning.inning && next.inning.halfInning === half
    const nextStart = plays.slice(play.position + 1).find((later) => later.inning.inning !== play.inning.inning || later.inning.halfInning !== half)
    const scoreAfter = sameHalf ? next.runs : (nextStart?.runs ?? final)
    const basesBefore = runnersMask(play.runners)
    if (parsed.kind === 'runner') {
      runnerEvents.push({ inning: play.inning.inning, half, type: parsed.type, runner: parsed.runner, toBase: parsed.toBase, outsBefore: play.outs, basesBefore })
      return
    }
    if (parsed.kind !== 'pa') return
    const side = half === 'top' ? 'road' : 'home'
    const walkOff = !sameHalf && next === undefined && half === 'bottom' && final.home > final.road
    const outsAfter = sameHalf ? next.outs : walkOff ? Math.min(3, play.outs + (OUTS_ON_PLAY[parsed.result] ?? 0)) : 3
    pas.push({
      inning: play.inning.inning,
      half,
      outsBefore: play.outs,
      basesBefore,
      outsAfter,
      basesAfter: sameHalf ? runnersMask(next.runners) : 0,
      runsOnPlay: scoreAfter[side] - play.runs[side],
      result: parsed.result,
      batterId: play.batter?.id ?? null,
      pitcherId: play.pitcher?.id ?? null,
      rbi: parsed.rbi,
      balls: play.count?.balls ?? null,
      strikes: play.count?.strikes ?? null,
      battedBall: parsed.battedBall,
      fielder: parsed.fielder,
      awayScoreBefore: play.runs.road,
      homeScoreBefore: play.runs.home,
    })
  })
  return { pas, runnerEvents, unknown }
}
