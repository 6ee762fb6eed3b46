import type { PitchResult } from '@/lib/domain/events'
import { formatGameState } from '@/lib/domain/format/game-state'
import { playText, runnerText } from '@/lib/domain/games/play-text'
import type { SimGame, SimPa, SimRunnerEvent } from '@/lib/domain/simulation/game-records'
import type { SimPitch } from '@/lib/domain/simulation/pitch'
import { homeWeAfterPlay, homeWeAtEndOfHalf, type HomeWeLookup } from '@/lib/domain/sabermetrics/win-expectancy-after'
import type { StreamMoment, StreamPlayer } from '@/lib/schemas/simulation-score-streaming'

type Half = 'top' | 'bottom'
type State = { inning: number; half: Half; outs: number; bases: number; away: number; home: number }

const bit = (base: number) => 1 << (base - 1)

/** The count after a pitch: a ball or strike adds one; a foul adds a strike short of two. */
function countAfter(pitch: SimPitch): { balls: number; strikes: number } {
  const strike = pitch.result === 'called_strike' || pitch.result === 'swinging_strike' || (pitch.result === 'foul' && pitch.strikesBefore < 2)
  return { balls: Math.min(3, pitch.ballsBefore + (pitch.result === 'ball' ? 1 : 0)), strikes: Math.min(2, pitch.strikesBefore + (strike ? 1 : 0)) }
}

/** The home WE of a state reached between pitches: settled by a walk-off run, by the half's end, or read live. */
function weBetweenPitches(lookup: HomeWeLookup, state: State): number | null {
  const scoreDiff = state.home - state.away
  if (state.half === 'bottom' && state.inning >= 9 && scoreDiff > 0) return 1
  if (state.outs >= 3) return homeWeAtEndOfHalf(lookup, { inning: state.inning, half: state.half, scoreDiff })
  return lookup({ inning: state.inning, half: state.half, outs: state.outs, bases: state.bases, scoreDiff })
}

/** Runners' moves in the order they can be applied to a bitmask: the lead runner first. */
function groupMoves(moves: readonly SimRunnerEvent[]): SimRunnerEvent[][] {
  const groups = new Map<string, SimRunnerEvent[]>()
  for (const move of moves) {
    const key = `${move.pitchIndex}:${move.type}`
    groups.set(key, [...(groups.get(key) ?? []), move])
  }
  return [...groups.values()].map((group) => [...group].sort((a, b) => b.fromBase - a.fromBase))
}

/**
 * The game as the stream sends it, moment by moment: each pitch with the count after it, each
 * runner's move between pitches (steal, wild pitch…) with the bases, outs and score after it, and
 * at each PA's end the play in a broadcaster's words (play-text.ts), the situation it began in and
 * the home club's WE after it (win-expectancy-after.ts over the season's table). The PA's own
 * records (outs, bases, score before and after) are the state at its start and end, so the moments
 * agree with the game whatever happened between.
 */
export function gameMoments(game: SimGame, nameOf: (id: string) => string, lookup: HomeWeLookup): StreamMoment[] {
  const player = (id: string): StreamPlayer => ({ id, name: nameOf(id) })
  const pas = new Map<number, SimPa>(game.pas.map((pa) => [pa.seq, pa]))
  const moves = new Map<number, SimRunnerEvent[]>()
  for (const move of game.runnerEvents) moves.set(move.paSeq, [...(moves.get(move.paSeq) ?? []), move])
  const errors = new Map<number, number>()
  for (const credit of game.fielding) if (credit.kind === 'E') errors.set(credit.paSeq, (errors.get(credit.paSeq) ?? 0) + 1)
  const seqs = [...new Set([...pas.keys(), ...moves.keys()])].sort((a, b) => a - b)

  const out: StreamMoment[] = []
  const pitchers: Partial<Record<Half, string>> = {}
  let state: State = { inning: 1, half: 'top', outs: 0, bases: 0, away: 0, home: 0 }
  for (const seq of seqs) {
    const pa = pas.get(seq)
    const paMoves = moves.get(seq) ?? []
    const first = paMoves[0]
    const inning = pa?.inning ?? first?.inning ?? state.inning
    const half = pa?.half ?? first?.half ?? state.half
    if (inning !== state.inning || half !== state.half) state = { ...state, inning, half, outs: 0, bases: 0 }
    const pitcherId = pa?.pitcherId ?? first?.pitcherId ?? ''
    let newPitcher = pitchers[half] !== undefined && pitchers[half] !== pitcherId
    pitchers[half] = pitcherId
    const base = { batter: pa ? player(pa.batterId) : null, pitcher: player(pitcherId) }
    const push = (moment: Omit<StreamMoment, 'i' | 'batter' | 'pitcher' | 'newPitcher'>) => {
      out.push({ i: out.length, ...base, newPitcher, ...moment })
      newPitcher = false
    }
    let count = { balls: 0, strikes: 0 }
    const pitches = pa?.pitches ?? []
    const groups = groupMoves(paMoves)
    // A half can end on a runner's out before the PA's result: its moves may come after its last recorded pitch.
    const lastIndex = Math.max(pitches.length, ...paMoves.map((move) => move.pitchIndex))
    for (let index = 0; index <= lastIndex; index++) {
      for (const group of groups.filter((each) => each[0]?.pitchIndex === index)) {
        let { outs, bases, away, home } = state
        for (const move of group) {
          bases &= ~bit(move.fromBase)
          if (move.toBase === 0) outs++
          else if (move.toBase !== 4) bases |= bit(move.toBase)
          else if (half === 'top') away++
          else home++
        }
        state = { ...state, outs, bases, away, home }
        const runner = group.map((move) => runnerText({ type: move.type, runner: nameOf(move.runnerId), fromBase: move.fromBase, toBase: move.toBase })).join('、')
        push({ kind: 'runner', ...state, ...count, pitch: null, play: null, runner, we: weBetweenPitches(lookup, state) })
      }
      const pitch = pitches[index]
      if (pitch && index < pitches.length - 1) {
        count = countAfter(pitch)
        push({ kind: 'pitch', ...state, ...count, pitch: { type: pitch.type, kmh: pitch.speedKmh, result: pitch.result, n: index + 1 }, play: null, runner: null, we: null })
      }
    }
    if (!pa) continue
    const last = pitches.at(-1)
    const lastPitch: PitchResult | null = last?.result ?? null
    const before = { inning, half, scoreDiff: pa.homeScoreBefore - pa.awayScoreBefore }
    state = {
      ...state,
      outs: pa.outsAfter,
      bases: pa.basesAfter,
      away: pa.awayScoreBefore + (half === 'top' ? pa.runs : 0),
      home: pa.homeScoreBefore + (half === 'bottom' ? pa.runs : 0),
    }
    push({
      kind: last ? 'pitch' : 'award',
      ...state,
      balls: 0,
      strikes: 0,
      pitch: last ? { type: last.type, kmh: last.speedKmh, result: last.result, n: pitches.length } : null,
      play: {
        result: pa.result,
        text: playText({ result: pa.result, battedBall: pa.battedBall, direction: pa.direction, fielder: pa.fielder, runs: pa.runs, rbi: pa.rbi, lastPitch }),
        situation: formatGameState({ inning, half, outs: pa.outsBefore, bases: pa.basesBefore }),
        runs: pa.runs,
        errors: errors.get(seq) ?? 0,
      },
      runner: null,
      we: homeWeAfterPlay(lookup, before, { outsAfter: pa.outsAfter, basesAfter: pa.basesAfter, runs: pa.runs }),
    })
  }
  return out
}
