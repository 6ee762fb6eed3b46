import type { BattedBallType, PaResult, PitchResult, RunnerEventType } from '@/lib/domain/events'
import { playText, runnerText } from './play-text'

/** A plate appearance as the game page reads it; WE is the home club's (null where the read model has none). */
export type PaInput = {
  seq: number; inning: number; half: 'top' | 'bottom'; batterId: string; pitcherId: string
  result: PaResult; battedBall: BattedBallType | null; direction: number | null; fielder: number | null
  runs: number; rbi: number; outsBefore: number; basesBefore: number; outsAfter: number; basesAfter: number
  awayBefore: number; homeBefore: number; awayAfter: number; homeAfter: number; lastPitch: PitchResult | null; pitches: number
  weBefore: number | null; weAfter: number | null
  /** Run expectancy of the state before and after (0 once the third out is made); null where the season's table has no value. */
  reBefore: number | null; reAfter: number | null
}
export type RunnerInput = { paSeq: number; inning: number; half: 'top' | 'bottom'; type: RunnerEventType; runnerId: string; fromBase: number; toBase: number }

/** WPA is the batting club's (a pitcher's is its negative); runner rows carry the WE the moves between pitches made. */
export type PaPlay = {
  kind: 'pa'; seq: number; batterId: string; pitcherId: string; text: string; outs: number; bases: number
  away: number; home: number; runs: number; re24: number | null; wpa: number | null; pitches: number
}
/** A runner row's score is the one after its moves: a run home on a wild pitch is in it. */
export type RunnerPlay = { kind: 'runner'; seq: number; texts: string[]; away: number; home: number; runs: number; wpa: number | null }
export type PitcherChange = { kind: 'pitcher'; seq: number; pitcherId: string }
export type Play = PaPlay | RunnerPlay | PitcherChange
export type HalfInning = { inning: number; half: 'top' | 'bottom'; runs: number; plays: Play[] }

const round = (x: number) => Math.round(x * 1e6) / 1e6

/**
 * RE24 of a PA: RE(after) − RE(before) + runs on the play, with RE 0 once the third out is made.
 *
 * @example re24({ reBefore: 0.49, reAfter: 0.9, outsAfter: 1, runs: 0 }) // 0.41
 */
export function re24({ reBefore, reAfter, outsAfter, runs }: Pick<PaInput, 'reBefore' | 'reAfter' | 'outsAfter' | 'runs'>): number | null {
  const after = outsAfter >= 3 ? 0 : reAfter
  return reBefore === null || after === null ? null : round(after - reBefore + runs)
}

const forBatting = (half: 'top' | 'bottom', homeWpa: number) => (half === 'bottom' ? homeWpa : -homeWpa)

/** Where a new row goes: the current half-inning, or a new one when the inning or half changes. */
function halfFor(halves: HalfInning[], inning: number, half: 'top' | 'bottom'): HalfInning {
  const last = halves[halves.length - 1]
  if (last && last.inning === inning && last.half === half) return last
  const next: HalfInning = { inning, half, runs: 0, plays: [] }
  halves.push(next)
  return next
}

/**
 * The game's plays by half-inning, in order: each PA with its result in words, the outs, runners
 * and score after, RE24 and WPA; before a PA, a pitching change and the runners' moves during it
 * (steals, wild pitches) with the WE they made: the gap between the last PA's WE after and the
 * next PA's WE before (or the final result, after a walk-off wild pitch). A move that ended an
 * inning or the game belongs to a PA the batter never finished, so it stands alone. Every row's
 * WPA then sums to the final WE less the opening WE.
 */
export function playByPlay(pas: readonly PaInput[], runnerEvents: readonly RunnerInput[], name: (id: string) => string, finalWe: number | null): HalfInning[] {
  const halves: HalfInning[] = []
  const pitcherOf = { top: '', bottom: '' }
  let previous: PaInput | null = null
  let pending = [...runnerEvents].sort((a, b) => a.paSeq - b.paSeq)
  /** The moves before `upTo` as one row per half-inning; the WE gap goes to the first of them. */
  const flush = (upTo: number, weNext: number | null, score: (runs: number, half: 'top' | 'bottom') => { away: number; home: number }) => {
    const due = pending.filter((event) => event.paSeq <= upTo)
    pending = pending.filter((event) => event.paSeq > upTo)
    let gap = previous?.weAfter == null || weNext === null ? null : weNext - previous.weAfter
    let scored = 0
    for (const event of due) {
      const half = halfFor(halves, event.inning, event.half)
      const runs = event.toBase === 4 ? 1 : 0
      scored += runs
      half.runs += runs
      const last = half.plays[half.plays.length - 1]
      const text = runnerText({ ...event, runner: name(event.runnerId) })
      if (last?.kind === 'runner' && last.seq === event.paSeq) {
        last.texts.push(text)
        last.runs += runs
        Object.assign(last, score(scored, event.half))
        continue
      }
      half.plays.push({ kind: 'runner', seq: event.paSeq, texts: [text], ...score(scored, event.half), runs, wpa: gap === null ? null : round(forBatting(event.half, gap)) })
      gap = gap === null ? null : 0
    }
  }
  for (const pa of pas) {
    flush(pa.seq, pa.weBefore, () => ({ away: pa.awayBefore, home: pa.homeBefore }))
    const half = halfFor(halves, pa.inning, pa.half)
    if (pitcherOf[pa.half] !== '' && pitcherOf[pa.half] !== pa.pitcherId) half.plays.push({ kind: 'pitcher', seq: pa.seq, pitcherId: pa.pitcherId })
    pitcherOf[pa.half] = pa.pitcherId
    half.runs += pa.runs
    half.plays.push({
      kind: 'pa', seq: pa.seq, batterId: pa.batterId, pitcherId: pa.pitcherId, text: playText(pa),
      outs: Math.min(3, pa.outsAfter), bases: pa.outsAfter >= 3 ? 0 : pa.basesAfter, away: pa.awayAfter, home: pa.homeAfter, runs: pa.runs,
      re24: re24(pa), wpa: pa.weBefore === null || pa.weAfter === null ? null : round(forBatting(pa.half, pa.weAfter - pa.weBefore)), pitches: pa.pitches,
    })
    previous = pa
  }
  const last = previous
  flush(Infinity, finalWe, (runs, half) => ({ away: (last?.awayAfter ?? 0) + (half === 'top' ? runs : 0), home: (last?.homeAfter ?? 0) + (half === 'bottom' ? runs : 0) }))
  return halves
}

/** A row's WPA from the home club's side: the sum over the game is the final WE less the opening one. */
export const homeWpa = (half: 'top' | 'bottom', wpa: number) => forBatting(half, wpa)
