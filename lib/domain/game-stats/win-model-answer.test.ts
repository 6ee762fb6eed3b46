import { FANGRAPHS_LEVERAGE_THRESHOLDS } from '@/lib/domain/players/split-axes'
import { describeAnswer, describeState, LEVERAGE_THRESHOLDS, leverageWord } from './win-model-answer'

test('a state reads as a broadcast says it, the score from the home side', () => {
  expect(describeState({ inning: 9, half: 'bottom', outs: 2, bases: 3, diff: -1 })).toBe('9回裏 二死一・二塁、ホーム1点ビハインド')
  expect(describeState({ inning: 1, half: 'top', outs: 0, bases: 0, diff: 0 })).toBe('1回表 無死走者なし、同点')
})

test('LI in FanGraphs’ buckets, the split pages’ own: high from 1.5, low under 0.85', () => {
  expect(LEVERAGE_THRESHOLDS).toEqual(FANGRAPHS_LEVERAGE_THRESHOLDS)
  expect([leverageWord(1.5), leverageWord(1.49), leverageWord(0.85), leverageWord(0.84)]).toEqual(['重要度の高い場面', '平均的な重要度の場面', '平均的な重要度の場面', '重要度の低い場面'])
})

test('the sentence names the season, the three chances and LI', () => {
  const text = describeAnswer({ season: 2025, state: { inning: 9, half: 'bottom', outs: 2, bases: 3, diff: -1 }, win: 0.2431, tie: 0.0512, loss: 0.7057, li: 3.456 })
  expect(text).toBe('2025年のモデルでは、9回裏 二死一・二塁、ホーム1点ビハインドの場面からホームチームが勝つ確率は24.3%、引き分けは5.1%、負けは70.6%です。LIは3.46で、重要度の高い場面です（平均的な打席が1.00）。')
})

test('a home lead in the bottom of the 9th or later is a game already over; no LI leaves the LI sentence out', () => {
  expect(describeAnswer({ season: 2025, state: { inning: 10, half: 'bottom', outs: 1, bases: 0, diff: 1 }, win: 1, tie: 0, loss: 0, li: 0 })).toContain('サヨナラで試合は終わっています')
  expect(describeAnswer({ season: 2025, state: { inning: 1, half: 'top', outs: 0, bases: 0, diff: 0 }, win: 0.48, tie: 0.03, loss: 0.49, li: null })).not.toContain('LI')
})
