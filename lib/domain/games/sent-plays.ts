import type { HalfInning, Play } from './play-by-play'

/**
 * The play-by-play as the page sends it to the browser: each row a short array, names apart. An
 * object per row spelled its eleven keys a hundred times over, a fifth of the game page's payload.
 * A row's kind is its length (TypeScript tells the tuples apart by it too).
 */
export type SentPa = [seq: number, batterId: string, text: string, outs: number, bases: number, away: number, home: number, runs: number, re24: number | null, wpa: number | null, pitches: number]
export type SentRunner = [seq: number, texts: string[], away: number, home: number, runs: number, wpa: number | null]
export type SentPitcher = [seq: number, pitcherId: string]
export type SentPlay = SentPa | SentRunner | SentPitcher
export type SentHalf = [inning: number, half: 'top' | 'bottom', runs: number, plays: SentPlay[]]

/** WPA to 3 places and RE24 to 2: what the page prints (a percentage to 1 place, RE24 to 2), rounded once, here. */
const places = (value: number | null, digits: number) => (value === null ? null : Number(value.toFixed(digits)))

function sendPlay(play: Play): SentPlay {
  if (play.kind === 'pitcher') return [play.seq, play.pitcherId]
  if (play.kind === 'runner') return [play.seq, play.texts, play.away, play.home, play.runs, places(play.wpa, 3)]
  return [play.seq, play.batterId, play.text, play.outs, play.bases, play.away, play.home, play.runs, places(play.re24, 2), places(play.wpa, 3), play.pitches]
}

export const sendHalves = (halves: readonly HalfInning[]): SentHalf[] => halves.map((half) => [half.inning, half.half, half.runs, half.plays.map(sendPlay)])

export type ShownPlay =
  | { kind: 'pa'; seq: number; batterId: string; text: string; outs: number; bases: number; away: number; home: number; runs: number; re24: number | null; wpa: number | null; pitches: number }
  | { kind: 'runner'; seq: number; texts: string[]; away: number; home: number; runs: number; wpa: number | null }
  | { kind: 'pitcher'; seq: number; pitcherId: string }

/** A sent row back to named fields, in the browser. */
export function readPlay(play: SentPlay): ShownPlay {
  if (play.length === 2) return { kind: 'pitcher', seq: play[0], pitcherId: play[1] }
  if (play.length === 6) return { kind: 'runner', seq: play[0], texts: play[1], away: play[2], home: play[3], runs: play[4], wpa: play[5] }
  const [seq, batterId, text, outs, bases, away, home, runs, re24, wpa, pitches] = play
  return { kind: 'pa', seq, batterId, text, outs, bases, away, home, runs, re24, wpa, pitches }
}
