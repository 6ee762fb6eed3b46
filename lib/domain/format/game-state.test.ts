import { formatBases, formatGameState, formatLead } from './game-state'

test('bases read as a box score says them, from the bitmask 1 = 1B, 2 = 2B, 4 = 3B', () => {
  expect([0, 1, 2, 3, 4, 5, 6, 7].map(formatBases)).toEqual(['走者なし', '一塁', '二塁', '一・二塁', '三塁', '一・三塁', '二・三塁', '満塁'])
  expect(formatBases(8)).toBe('-')
})

test('a game state: inning and half, then outs and runners', () => {
  expect(formatGameState({ inning: 9, half: 'bottom', outs: 2, bases: 7 })).toBe('9回裏 二死満塁')
  expect(formatGameState({ inning: 1, half: 'top', outs: 0, bases: 0 })).toBe('1回表 無死走者なし')
})

test('a score difference from one side: level, ahead or behind', () => {
  expect([formatLead(0), formatLead(2), formatLead(-1)]).toEqual(['同点', '2点リード', '1点ビハインド'])
})
