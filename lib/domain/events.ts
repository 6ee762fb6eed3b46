/**
 * The canonical event vocabulary every source (simulator, npb.jp importer, 一球速報 importer)
 * writes and every derivation reads. Bases are a bitmask: 1 = first, 2 = second, 4 = third.
 */
export const PA_RESULTS = [
  '1B', '2B', '3B', 'HR', // hits
  'BB', 'IBB', 'HBP', // free passes
  'K', // strikeout (including 振り逃げ where the batter was put out)
  'KWP', // 振り逃げ: strikeout but the batter reached (counts as SO, PA, AB; not an out)
  'GO', 'FO', 'LO', 'PO', // outs in play: ground, fly, line, pop
  'SH', 'SF', // sacrifice bunt, sacrifice fly
  'ROE', 'FC', // reached on error, fielder's choice
  'DP', 'TP', // grounded/lined into double/triple play
  'INT', // catcher's interference
] as const
export type PaResult = (typeof PA_RESULTS)[number]

export const HIT_RESULTS: ReadonlySet<PaResult> = new Set(['1B', '2B', '3B', 'HR'])

/** Strikeouts: KWP (振り逃げ, batter reached) is still a strikeout, as NPB scores it. */
export const STRIKEOUT_RESULTS: ReadonlySet<PaResult> = new Set(['K', 'KWP'])

/** Results that are not official at-bats. */
export const NON_AB_RESULTS: ReadonlySet<PaResult> = new Set(['BB', 'IBB', 'HBP', 'SH', 'SF', 'INT'])

export const BATTED_BALL_TYPES = ['ground', 'line', 'fly', 'popup', 'bunt'] as const
export type BattedBallType = (typeof BATTED_BALL_TYPES)[number]

/** Fielder positions by scorer's number: 1 P, 2 C, 3 1B, 4 2B, 5 3B, 6 SS, 7 LF, 8 CF, 9 RF. */
export type FielderNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9

/** OA: a runner put out on the bases by a play the source does not name (it still counts as an out for the pitcher). */
export const RUNNER_EVENT_TYPES = ['SB', 'CS', 'WP', 'PB', 'PO', 'BK', 'OA'] as const
export type RunnerEventType = (typeof RUNNER_EVENT_TYPES)[number]

export const PITCH_TYPES = ['FF', 'SL', 'CU', 'FK', 'CH', 'SI', 'CT', 'SP', 'SH', 'KN'] as const
export type PitchType = (typeof PITCH_TYPES)[number]

export const PITCH_TYPE_LABELS: Readonly<Record<PitchType, string>> = {
  FF: 'ストレート',
  SL: 'スライダー',
  CU: 'カーブ',
  FK: 'フォーク',
  CH: 'チェンジアップ',
  SI: 'ツーシーム',
  CT: 'カットボール',
  SP: 'スプリット',
  SH: 'シュート',
  KN: 'ナックル',
}

export const PITCH_RESULTS = ['ball', 'called_strike', 'swinging_strike', 'foul', 'in_play', 'hbp'] as const
export type PitchResult = (typeof PITCH_RESULTS)[number]

/** The base-out state before or after a plate appearance. */
export type BaseOutState = { outs: 0 | 1 | 2 | 3; bases: number }

/** The part of a plate appearance that run-expectancy and win-expectancy work from. */
export type PaTransition = {
  inning: number
  half: 'top' | 'bottom'
  outsBefore: number
  basesBefore: number
  outsAfter: number
  basesAfter: number
  runsOnPlay: number
  result: PaResult
}
