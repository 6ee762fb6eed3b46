import { TEAM_CODES } from '@/lib/domain/teams/teams'
import { clubInScope } from './score-scope'

test('a league counts its six clubs, NPB all twelve; the two leagues split the twelve', () => {
  const central = TEAM_CODES.filter(clubInScope('central'))
  const pacific = TEAM_CODES.filter(clubInScope('pacific'))
  expect(central).toEqual(['g', 't', 'db', 'c', 's', 'd'])
  expect(pacific).toEqual(['h', 'f', 'm', 'e', 'bs', 'l'])
  expect(TEAM_CODES.filter(clubInScope('npb'))).toHaveLength(12)
})

beforeEach(() => {
  expect.hasAssertions()
})
