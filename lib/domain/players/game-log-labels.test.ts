import { decisionLabel, monthLabel, positionsLabel, roleLabel } from './game-log-labels'

test('positions read as a box score: 打一 for a pinch hitter who stayed at first, 遊 for a shortstop, - for none', () => {
  expect(positionsLabel(['PH', '1B'])).toBe('打一')
  expect(positionsLabel(['SS'])).toBe('遊')
  expect(positionsLabel(['PR', 'LF', 'DH'])).toBe('走左指')
  expect(positionsLabel(['P'])).toBe('投')
  expect(positionsLabel([])).toBe('-')
  expect(positionsLabel(['??'])).toBe('-')
})

test('decision, role and month labels', () => {
  expect((['W', 'L', 'S', 'H', null] as const).map((d) => decisionLabel(d))).toEqual(['勝', '敗', 'S', 'H', ''])
  expect(roleLabel(true)).toBe('先発')
  expect(roleLabel(false)).toBe('救援')
  expect(monthLabel('2025-04')).toBe('4月')
  expect(monthLabel('2025-10')).toBe('10月')
})
