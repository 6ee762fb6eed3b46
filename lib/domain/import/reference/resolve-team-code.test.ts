import { TEAM_NAME_ALIASES } from '@/lib/domain/teams/team-name-aliases'
import { TEAMS } from '@/lib/domain/teams/teams'
import { isNonNpbClub, resolveTeamCode, teamNameKey } from './resolve-team-code'

test.each([
  ['YomiuriGiants', 'g'],
  ['Yomiuri Giants', 'g'],
  ['Fukuoka SoftBankHawks', 'h'],
  ['YOKOHAMA DeNABAYSTARS', 'db'],
  ['DeNA BayStars', 'db'],
  ['Hanshin Tigers', 't'],
  ['Hokkaido Nippon-HamFighters', 'f'],
  ['Nipponham Fighters', 'f'],
  ['ORIX Buffaloes', 'bs'],
  ['ORIXBuffaloes', 'bs'],
  ['Tohoku RakutenGolden Eagles', 'e'],
  ['Hiroshima ToyoCarp', 'c'],
  ['巨人', 'g'],
  ['阪神', 't'],
  ['阪　神', 't'],
  ['阪　神タイガース', 't'],
  ['読 売ジャイアンツ', 'g'],
  ['ヤクルト', 's'],
  ['ＤｅＮＡ', 'db'],
  ['横 浜ベイスターズ', 'db'],
  ['オリックス・バファローズ', 'bs'],
  ['西 武ライオンズ', 'l'],
])('"%s" is %s', (name, code) => {
  expect(resolveTeamCode(name)).toBe(code)
})

test('names of no NPB club resolve to null; the farm-only clubs are recognised as such', () => {
  expect(resolveTeamCode('Kintetsu Buffaloes')).toBeNull()
  expect(resolveTeamCode('HAYATE Ventures')).toBeNull()
  expect(isNonNpbClub('HAYATE Ventures')).toBe(true)
  expect(isNonNpbClub('Oisix Albirex')).toBe(true)
  expect(isNonNpbClub('Hanshin Tigers')).toBe(false)
})

test('no spelling names two clubs', () => {
  const owners = new Map<string, Set<string>>()
  for (const team of TEAMS) {
    for (const name of [team.fullName, team.shortName, team.abbreviation, ...TEAM_NAME_ALIASES[team.id]]) {
      owners.set(teamNameKey(name), (owners.get(teamNameKey(name)) ?? new Set()).add(team.id))
    }
  }
  expect([...owners].filter(([, teams]) => teams.size > 1)).toEqual([])
})
