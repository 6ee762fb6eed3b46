import { positionLabel } from './position-label'

test('roster positions print as NPB rosters name them; the outfield spots are one 外野手', () => {
  expect(['P', 'C', '1B', '2B', '3B', 'SS', 'DH'].map(positionLabel)).toEqual(['投手', '捕手', '一塁手', '二塁手', '三塁手', '遊撃手', '指名打者'])
  expect(['LF', 'CF', 'RF'].map(positionLabel)).toEqual(['外野手', '外野手', '外野手'])
})

test("npb.jp's group positions (IF, OF) print as groups; a missing or unknown one is a dash", () => {
  expect(positionLabel('IF')).toBe('内野手')
  expect(positionLabel('OF')).toBe('外野手')
  expect(positionLabel(null)).toBe('-')
  expect(positionLabel('XX')).toBe('-')
})
