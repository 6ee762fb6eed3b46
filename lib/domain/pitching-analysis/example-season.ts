import type { AnalysisPitch, PaEnding } from './types'

const pitch = (fields: Pick<AnalysisPitch, 'type' | 'speedKmh' | 'zone' | 'result' | 'balls' | 'strikes' | 'opponentHand'>, ending: PaEnding | null = null): AnalysisPitch => ({ ...fields, ending })

/**
 * A pitcher's season of three PAs and seven pitches, small enough to work every figure out by hand
 * (the tests do). Run values are from the pitcher's side: a strikeout +0.2, a single −0.4, a homer −1.4.
 * PA 1 vs a right-handed batter: FF called strike, SL whiff (chase), FF foul, SL whiff → K.
 * PA 2 vs a left-handed batter: FF ball (chase area, no swing), FF in play → HR, a fly to right (+30°).
 * PA 3 vs a left-handed batter: CU in play at 0-0 → 1B, a grounder to left-centre (−20°).
 */
export const EXAMPLE_SEASON: readonly AnalysisPitch[] = [
  pitch({ type: 'FF', speedKmh: 150, zone: 13, result: 'called_strike', balls: 0, strikes: 0, opponentHand: 'R' }),
  pitch({ type: 'SL', speedKmh: 130, zone: 21, result: 'swinging_strike', balls: 0, strikes: 1, opponentHand: 'R' }),
  pitch({ type: 'FF', speedKmh: 148, zone: 8, result: 'foul', balls: 0, strikes: 2, opponentHand: 'R' }),
  pitch({ type: 'SL', speedKmh: 131, zone: 24, result: 'swinging_strike', balls: 0, strikes: 2, opponentHand: 'R' }, { result: 'K', battedBall: null, direction: null, runValue: 0.2 }),
  pitch({ type: 'FF', speedKmh: 152, zone: 1, result: 'ball', balls: 0, strikes: 0, opponentHand: 'L' }),
  pitch({ type: 'FF', speedKmh: 149, zone: 13, result: 'in_play', balls: 1, strikes: 0, opponentHand: 'L' }, { result: 'HR', battedBall: 'fly', direction: 30, runValue: -1.4 }),
  pitch({ type: 'CU', speedKmh: 115, zone: 12, result: 'in_play', balls: 0, strikes: 0, opponentHand: 'L' }, { result: '1B', battedBall: 'ground', direction: -20, runValue: -0.4 }),
]
