import { parseRoster } from './roster-entry'

test('players carry the npb.jp id from their Link; managers, who have no Link and fewer cells, are left out', () => {
  const text = [
    'PlayerNum,enPlayer,Link,BirthDate,Height,Weight,T,B,Note,Team',
    '80,Okada Akinobu,Nov. 25 1957,,,Hanshin Tigers',
    '21,Akiyama Takumi,https://npb.jp/bis/eng/players/51155131.html,Apr. 26 1991,188,101,R,L,,Hanshin Tigers',
    '006,Sakamoto Hayato,https://npb.jp/bis/eng/players/71075153.html,Apr. 15 2002,177,84,R,R,"Registered (Feb. 9), then released",Yomiuri Giants',
  ].join('\n')
  expect(parseRoster(text, 'roster_en.csv')).toEqual([
    { playerId: '51155131', name: 'Akiyama Takumi', team: 't', uniformNumber: '21' },
    { playerId: '71075153', name: 'Sakamoto Hayato', team: 'g', uniformNumber: '006' },
  ])
})

test('the Japanese roster links to the Japanese pages and spaces names with a full-width space', () => {
  const text = 'PlayerNum,jpPlayer,Link,BirthDate,Height,Weight,T,B,Note,Team\n13,岩崎　優,https://npb.jp/bis/players/31335139.html,1991.06.19,185,91,左,左,,Hanshin Tigers\n'
  expect(parseRoster(text, 'roster_jp.csv')).toEqual([{ playerId: '31335139', name: '岩崎 優', team: 't', uniformNumber: '13' }])
})
