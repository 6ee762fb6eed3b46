import { gameIdentity, npbTeamCode } from './game-identity'

test('npb.jp addresses become our game ids; Orix is b there and bs here', () => {
  expect(gameIdentity('/scores/2024/0329/g-t-01/')).toEqual({ id: '20240329-g-t-01', season: 2024, date: '2024-03-29', home: 'g', away: 't', kind: 'regular' })
  expect(gameIdentity('/scores/2025/0603/b-db-01/')).toMatchObject({ id: '20250603-bs-db-01', home: 'bs', away: 'db', kind: 'interleague' })
  expect(npbTeamCode('DB')).toBe('db')
  expect(npbTeamCode('B')).toBe('bs')
})

test('an unknown club or an unreadable address is a clear error', () => {
  expect(() => gameIdentity('/scores/2024/0402/g-x-01/')).toThrow('unknown team code "x" in /scores/2024/0402/g-x-01/')
  expect(() => gameIdentity('/games/2024/')).toThrow('unreadable game address "/games/2024/"')
})
