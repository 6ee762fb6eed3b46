import { HIT_RESULTS } from '@/lib/domain/events'
import type { StreamFinal, StreamMoment, StreamPlayer } from '@/lib/schemas/simulation-score-streaming'

type Side = { away: number; home: number }

/** A line of the play-by-play: a PA's end, a runner's move, or a new pitcher. */
export type BoardLine =
  | { i: number; kind: 'play'; situation: string; batter: StreamPlayer | null; text: string; score: Side | null; we: number | null }
  | { i: number; kind: 'runner'; text: string; score: Side | null; we: number | null }
  | { i: number; kind: 'pitcher'; pitcher: StreamPlayer; half: 'top' | 'bottom' }

/** What the page shows at a moment of the game, folded from the moments the stream has sent. */
export type Board = {
  /** The last moment applied; −1 before the first. A moment at or below it is a resent one and ignored. */
  lastId: number
  inning: number
  half: 'top' | 'bottom'
  outs: number
  balls: number
  strikes: number
  bases: number
  score: Side
  /** Runs per half-inning played so far (a half opens with its first moment). */
  line: { away: number[]; home: number[] }
  hits: Side
  errors: Side
  batter: StreamPlayer | null
  pitcher: StreamPlayer | null
  /** The last pitch, for the count panel's caption. */
  pitch: StreamMoment['pitch']
  /** Newest first. */
  lines: BoardLine[]
  /** The home club's WE after each moment that has one, in order; the first point is the game's start. */
  we: Array<{ i: number; we: number }>
  final: StreamFinal | null
}

export function startBoard(startWe: number | null): Board {
  return {
    lastId: -1, inning: 1, half: 'top', outs: 0, balls: 0, strikes: 0, bases: 0, score: { away: 0, home: 0 },
    line: { away: [], home: [] }, hits: { away: 0, home: 0 }, errors: { away: 0, home: 0 },
    batter: null, pitcher: null, pitch: null, lines: [], we: startWe === null ? [] : [{ i: -1, we: startWe }], final: null,
  }
}

const batting = (half: 'top' | 'bottom') => (half === 'top' ? 'away' : 'home')
const fielding = (half: 'top' | 'bottom') => (half === 'top' ? 'home' : 'away')

/** The board after one more moment: runs go to the half's line from the score's change, hits and errors from the play. */
export function applyMoment(board: Board, moment: StreamMoment): Board {
  if (moment.i <= board.lastId || board.final) return board
  const side = batting(moment.half)
  const line = { away: [...board.line.away], home: [...board.line.home] }
  while (line[side].length < moment.inning) line[side].push(0)
  const runs = moment[side] - board.score[side]
  const at = line[side].length - 1
  line[side][at] = (line[side][at] ?? 0) + runs
  const score = { away: moment.away, home: moment.home }
  const scored = runs > 0 ? score : null
  const added: BoardLine[] = []
  if (moment.newPitcher) added.push({ i: moment.i, kind: 'pitcher', pitcher: moment.pitcher, half: moment.half })
  if (moment.runner !== null) added.push({ i: moment.i, kind: 'runner', text: moment.runner, score: scored, we: moment.we })
  if (moment.play) added.push({ i: moment.i, kind: 'play', situation: moment.play.situation, batter: moment.batter, text: moment.play.text, score: scored, we: moment.we })
  const hit = moment.play !== null && HIT_RESULTS.has(moment.play.result) ? 1 : 0
  const errors = moment.play?.errors ?? 0
  return {
    ...board,
    lastId: moment.i,
    inning: moment.inning,
    half: moment.half,
    outs: moment.outs,
    balls: moment.balls,
    strikes: moment.strikes,
    bases: moment.bases,
    score,
    line,
    hits: { ...board.hits, [side]: board.hits[side] + hit },
    errors: { ...board.errors, [fielding(moment.half)]: board.errors[fielding(moment.half)] + errors },
    batter: moment.batter,
    pitcher: moment.pitcher,
    pitch: moment.pitch ?? board.pitch,
    lines: [...added.reverse(), ...board.lines],
    we: moment.we === null ? board.we : [...board.we, { i: moment.i, we: moment.we }],
  }
}

/** The final word: the game is over, its line score and box as the engine kept them. */
export function applyFinal(board: Board, final: StreamFinal): Board {
  return { ...board, final, score: { away: final.box.away.runs, home: final.box.home.runs } }
}

export function boardFromMoments(moments: readonly StreamMoment[], startWe: number | null, final: StreamFinal | null = null): Board {
  const board = moments.reduce(applyMoment, startBoard(startWe))
  return final ? applyFinal(board, final) : board
}
