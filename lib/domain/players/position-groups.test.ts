import { POSITION_GROUP_MEMBERS, POSITION_GROUPS, positionGroupOf } from './position-groups'

test('each stored position falls in one group: the infield four and npb.jp IF are 内野手, the outfield three and OF are 外野手', () => {
  expect(['P', 'C', '1B', 'SS', 'IF', 'LF', 'RF', 'OF'].map(positionGroupOf)).toEqual(['P', 'C', 'IF', 'IF', 'IF', 'OF', 'OF', 'OF'])
  expect(positionGroupOf('DH')).toBeNull()
  expect(positionGroupOf(null)).toBeNull()
})

test('no position sits in two groups', () => {
  const all = POSITION_GROUPS.flatMap((group) => POSITION_GROUP_MEMBERS[group])
  expect(new Set(all).size).toBe(all.length)
})
