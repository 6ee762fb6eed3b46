import { formatGameState, formatLead } from '@/lib/domain/format/game-state'
import { formatChance } from './win-probability-percent'
import { isWalkOffOver, type CalculatorState } from './win-model-state'

/** The calculator's answer as the sentence under its numbers reads it. */
export type AnswerFacts = { season: number; state: CalculatorState; win: number; tie: number; loss: number; li: number | null }

/**
 * A state the way a broadcast says it, the score from the home club's side.
 *
 * @example describeState({ inning: 9, half: 'bottom', outs: 2, bases: 3, diff: -1 }) // '9回裏 二死一・二塁、ホーム1点ビハインド'
 */
export function describeState(state: CalculatorState): string {
  return `${formatGameState(state)}、${state.diff === 0 ? '同点' : `ホーム${formatLead(state.diff)}`}`
}

/**
 * FanGraphs' leverage buckets (FanGraphs Library, "Leverage Index"): high from 1.5, low under 0.85 —
 * the split pages' FANGRAPHS_LEVERAGE_THRESHOLDS, restated here so the calculator's browser code
 * does not pull in the splits module (the test keeps the two equal).
 */
export const LEVERAGE_THRESHOLDS = { high: 1.5, medium: 0.85 } as const

export function leverageWord(li: number): string {
  if (li >= LEVERAGE_THRESHOLDS.high) return '重要度の高い場面'
  if (li >= LEVERAGE_THRESHOLDS.medium) return '平均的な重要度の場面'
  return '重要度の低い場面'
}

/**
 * The answer in one or two sentences: the three chances for the home club and what LI says of
 * the moment. A home lead in the bottom of the 9th or later is a game already over.
 */
export function describeAnswer({ season, state, win, tie, loss, li }: AnswerFacts): string {
  if (isWalkOffOver(state)) return `${formatGameState(state)}にホームがリードした時点で、サヨナラで試合は終わっています（勝利確率100%）。`
  const chances = `${season}年のモデルでは、${describeState(state)}の場面からホームチームが勝つ確率は${formatChance(win)}、引き分けは${formatChance(tie)}、負けは${formatChance(loss)}です。`
  if (li === null) return chances
  return `${chances}LIは${li.toFixed(2)}で、${leverageWord(li)}です（平均的な打席が1.00）。`
}
