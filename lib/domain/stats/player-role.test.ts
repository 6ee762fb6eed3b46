import { isRoleOf, pitcherRole, positionGroup, primaryPosition } from './player-role'

test('position groups: the three outfield spots are one group; pinch hitters and runners are none', () => {
  expect(['C', '1B', 'SS', 'LF', 'CF', 'RF', 'DH', 'P', 'ss'].map(positionGroup)).toEqual(['c', '1b', 'ss', 'of', 'of', 'of', 'dh', 'p', 'ss'])
  expect([positionGroup('PH'), positionGroup('PR'), positionGroup(''), positionGroup(null)]).toEqual([null, null, null, null])
})

test('a batter’s position: the group with the most games, the outfield spots summed (40 LF + 30 RF = 70 > 60 at first base)', () => {
  const fielded = [
    { position: 'LF', g: 40, outs: 300 },
    { position: 'RF', g: 30, outs: 240 },
    { position: '1B', g: 60, outs: 480 },
  ]
  expect(primaryPosition({ fielded, listed: '1B', sourceFields: true })).toBe('of')
})

test('equal games go to the most outs, then to the harder position', () => {
  expect(primaryPosition({ fielded: [{ position: '3B', g: 50, outs: 400 }, { position: '1B', g: 50, outs: 420 }], listed: null, sourceFields: true })).toBe('1b')
  expect(primaryPosition({ fielded: [{ position: '1B', g: 50, outs: 400 }, { position: 'SS', g: 50, outs: 400 }], listed: null, sourceFields: true })).toBe('ss')
})

test('a batter who never fielded is a DH where the source records fielding, else his listed position', () => {
  expect(primaryPosition({ fielded: [], listed: '1B', sourceFields: true })).toBe('dh')
  expect(primaryPosition({ fielded: [], listed: 'CF', sourceFields: false })).toBe('of')
  expect(primaryPosition({ fielded: [], listed: null, sourceFields: false })).toBeNull()
})

test('a pitcher is 先発 when at least half his games were starts (10 of 20), else 救援 (3 of 50)', () => {
  expect(pitcherRole({ g: 20, gs: 10 })).toBe('sp')
  expect(pitcherRole({ g: 25, gs: 25 })).toBe('sp')
  expect(pitcherRole({ g: 50, gs: 3 })).toBe('rp')
  expect(pitcherRole({ g: 0, gs: 0 })).toBeNull()
  expect(pitcherRole({ g: null, gs: null })).toBeNull()
})

test('each side takes its own values: sp is no batting position, ss no pitching role', () => {
  expect([isRoleOf('batting', 'ss'), isRoleOf('batting', 'sp'), isRoleOf('pitching', 'sp'), isRoleOf('pitching', 'ss')]).toEqual([true, false, true, false])
})
