import { TEAMS } from '@/lib/domain/teams/teams'
import { matchClubs } from './match-clubs'

test('each club is found by its full name, short name and abbreviation', () => {
  for (const team of TEAMS) {
    expect([team.fullName, matchClubs(team.fullName)[0]]).toEqual([team.fullName, team.id])
    expect([team.shortName, matchClubs(team.shortName)[0]]).toEqual([team.shortName, team.id])
    // 日 is 日本ハム's abbreviation and inside 中日: the exact one comes first.
    expect([team.abbreviation, matchClubs(team.abbreviation)[0]]).toEqual([team.abbreviation, team.id])
  }
})

test('common names: 巨人, ジャイアンツ, 読売 and Giants are the Giants; ハム and 日ハム the Fighters', () => {
  for (const name of ['巨人', 'ジャイアンツ', 'じゃいあんつ', '読売', 'Giants', 'giants', 'きょじん', 'kyojin']) expect([name, matchClubs(name)]).toEqual([name, ['g']])
  for (const name of ['ハム', '日ハム', 'ファイターズ', 'にっぽんはむ', 'Nippon-Ham']) expect([name, matchClubs(name)]).toEqual([name, ['f']])
  expect(matchClubs('鷹')).toEqual(['h'])
  expect(matchClubs('ソフバン')).toEqual(['h'])
  expect(matchClubs('ベイスターズ')).toEqual(['db'])
  expect(matchClubs('カープ')).toEqual(['c'])
})

test('a prefix ranks above a part, whatever the club order: 東 starts 東京ヤクルト and 東北楽天, and is inside 広島東洋', () => {
  // 広島 (c) comes before ヤクルト (s) and 楽天 (e) in the site's order, but only holds 東 inside its name.
  expect(matchClubs('東')).toEqual(['s', 'e', 'c'])
  // は starts はんしん; it is inside よこはま and にっぽんはむ.
  expect(matchClubs('は')).toEqual(['t', 'db', 'f'])
})

test('one kana is a query: オ starts オリックス and is only inside ふくおか… (Hawks) and らいおんず (Lions)', () => {
  expect(matchClubs('オ')).toEqual(['bs', 'h', 'l'])
  expect(matchClubs('オリックス')).toEqual(['bs'])
})

test('a query naming no club finds none', () => {
  expect(matchClubs('大谷')).toEqual([])
  expect(matchClubs('')).toEqual([])
})
