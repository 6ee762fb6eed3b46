import {
  TEAMS,
  TEAM_CODES,
  getTeamByCode,
  getTeamByFullName,
  getTeamByNumericId,
  isTeamCode,
  listTeamsByLeague,
} from './teams'

test('there are 12 teams, six per league, with unique codes and numeric ids 1..12', () => {
  expect(TEAMS).toHaveLength(12)
  expect(listTeamsByLeague('central')).toHaveLength(6)
  expect(listTeamsByLeague('pacific')).toHaveLength(6)
  expect(TEAMS.map((team) => team.id)).toEqual([...TEAM_CODES])
  expect(TEAMS.map((team) => team.numericId).sort((a, b) => Number(a) - Number(b))).toEqual(
    Array.from({ length: 12 }, (_, index) => String(index + 1)),
  )
})

test('looks a team up by code, numeric id and full name', () => {
  expect(getTeamByCode('bs')?.fullName).toBe('オリックス・バファローズ')
  expect(getTeamByNumericId('1')?.id).toBe('g')
  expect(getTeamByFullName('阪神タイガース')?.league).toBe('central')
})

test('unknown lookups return null and unknown codes are rejected', () => {
  expect(getTeamByCode('x')).toBeNull()
  expect(getTeamByNumericId('13')).toBeNull()
  expect(getTeamByFullName('近鉄バファローズ')).toBeNull()
  expect(isTeamCode('db')).toBe(true)
  expect(isTeamCode('G')).toBe(false)
})
