import { playerStatusLabel } from './player-status'

test('現役 on a roster of the latest season, else the last season on a roster, else nothing', () => {
  expect(playerStatusLabel({ active: true, lastSeason: 2025 })).toBe('現役')
  expect(playerStatusLabel({ active: false, lastSeason: 2021 })).toBe('2021年まで')
  expect(playerStatusLabel({ active: false, lastSeason: null })).toBeNull()
})
