import { parkRoles } from './park-roles'

test('a club’s main park is where it hosted most; another club’s main park and 地方球場 are told apart', () => {
  const roleOf = parkRoles([
    { venue: '甲子園', team: 't', games: 53 },
    { venue: '京セラドーム大阪', team: 't', games: 9 },
    { venue: '倉敷マスカットスタジアム', team: 't', games: 1 },
    { venue: '京セラドーム大阪', team: 'bs', games: 52 },
    { venue: 'ほっともっとフィールド神戸', team: 'bs', games: 8 },
  ])
  expect(roleOf({ venue: '甲子園', team: 't' })).toBe('main')
  expect(roleOf({ venue: '京セラドーム大阪', team: 't' })).toBe('other_main')
  expect(roleOf({ venue: '倉敷マスカットスタジアム', team: 't' })).toBe('regional')
  expect(roleOf({ venue: '京セラドーム大阪', team: 'bs' })).toBe('main')
  expect(roleOf({ venue: 'ほっともっとフィールド神戸', team: 'bs' })).toBe('regional')
})
