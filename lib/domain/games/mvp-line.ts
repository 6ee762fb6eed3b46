import { formatInnings } from '@/lib/domain/format/numbers'
import type { BatterLine, PitcherLine } from './game-mvp'

const DECISION = { W: '勝利', L: '敗戦', S: 'セーブ' } as const

/**
 * A batter's game in words, as a newspaper's notes read: at-bats and hits always, home runs,
 * RBI and walks when he had any.
 *
 * @example batterLineText({ role: 'batter', pa: 5, ab: 4, h: 2, hr: 1, rbi: 3, bb: 1 }) // '4打数2安打 1本塁打 3打点 1四球'
 */
export function batterLineText(line: BatterLine): string {
  const extras = [line.hr > 0 ? `${line.hr}本塁打` : null, line.rbi > 0 ? `${line.rbi}打点` : null, line.bb > 0 ? `${line.bb}四球` : null]
  return [`${line.ab}打数${line.h}安打`, ...extras].filter(Boolean).join(' ')
}

/**
 * A pitcher's game in words: innings (npb.jp's 「5 2/3回」, 「0/3回」 without an out), runs
 * (無失点 for none), strikeouts when he had any, and his decision.
 *
 * @example pitcherLineText({ role: 'pitcher', bf: 26, outs: 21, h: 4, r: 0, er: 0, so: 8, bb: 1, decision: 'W' }) // '7回 無失点 8奪三振（勝利）'
 */
export function pitcherLineText(line: PitcherLine): string {
  const innings = line.outs === 0 ? '0/3' : formatInnings(line.outs)
  const parts = [`${innings}回`, line.r === 0 ? '無失点' : `${line.r}失点`, line.so > 0 ? `${line.so}奪三振` : null].filter(Boolean).join(' ')
  return line.decision ? `${parts}（${DECISION[line.decision]}）` : parts
}

/** Either line in words. */
export const gameLineText = (line: BatterLine | PitcherLine): string => (line.role === 'batter' ? batterLineText(line) : pitcherLineText(line))
