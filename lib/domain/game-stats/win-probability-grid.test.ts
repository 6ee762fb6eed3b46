import { cellKind, halfInningLabel, MAP_HALF_INNINGS, MAP_SCORE_DIFFS } from './win-probability-grid'

test('the map runs 1回表…12回裏 down and −5…+5 across', () => {
  expect(MAP_HALF_INNINGS).toHaveLength(24)
  expect(MAP_HALF_INNINGS.map(halfInningLabel).slice(0, 3)).toEqual(['1回表', '1回裏', '2回表'])
  expect(halfInningLabel(MAP_HALF_INNINGS[23] ?? { inning: 0, half: 'top' })).toBe('12回裏')
  expect(MAP_SCORE_DIFFS).toEqual([-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5])
})

test('NPB rules: a home lead in the bottom of the 9th or later has ended the game', () => {
  expect(cellKind({ inning: 9, half: 'bottom', scoreDiff: 1 })).toBe('over')
  expect(cellKind({ inning: 12, half: 'bottom', scoreDiff: 5 })).toBe('over')
  expect(cellKind({ inning: 9, half: 'bottom', scoreDiff: 0 })).toBe('live')
  expect(cellKind({ inning: 9, half: 'bottom', scoreDiff: -3 })).toBe('live')
  expect(cellKind({ inning: 8, half: 'bottom', scoreDiff: 2 })).toBe('live')
})

test('no game reaches a home lead in the top of the 1st or of an extra inning; the top of the 9th is live', () => {
  expect(cellKind({ inning: 1, half: 'top', scoreDiff: 1 })).toBe('unreachable')
  expect(cellKind({ inning: 1, half: 'top', scoreDiff: -1 })).toBe('live')
  expect(cellKind({ inning: 10, half: 'top', scoreDiff: 2 })).toBe('unreachable')
  expect(cellKind({ inning: 10, half: 'top', scoreDiff: -2 })).toBe('live')
  expect(cellKind({ inning: 9, half: 'top', scoreDiff: 4 })).toBe('live')
  // Under 2021's rules (nine innings, then a tie) there is no 10th; the 9th is the last.
  expect(cellKind({ inning: 9, half: 'bottom', scoreDiff: 1 }, { regulationInnings: 9, maxInnings: 9 })).toBe('over')
})
