import { leagueRanks } from './league-ranks'

const clubs = [
  { team: 't', avg: 0.265, so: 1100, hr: 90, era: 2.5, h: 1100, w: 85 },
  { team: 'g', avg: 0.262, so: 1000, hr: 110, era: 3.1, h: 1200, w: 77 },
  { team: 'db', avg: 0.265, so: 1200, hr: 110, era: 3.4, h: 1150, w: 71 },
  { team: 'c', avg: 0.24, so: 1000, hr: null, era: null, h: 1180, w: 68 },
]

test('the best figure is 1位; ties share a rank and the next rank is skipped', () => {
  const giants = clubs[1] ?? {}
  expect(leagueRanks('batting', giants, clubs, ['avg', 'hr'])).toEqual({ avg: 3, hr: 1 })
  expect(leagueRanks('batting', clubs[0] ?? {}, clubs, ['avg'])).toEqual({ avg: 1 })
  expect(leagueRanks('batting', clubs[3] ?? {}, clubs, ['avg'])).toEqual({ avg: 4 })
})

test('strikeouts rank fewest first for batters, and runs and hits allowed fewest first for pitchers', () => {
  expect(leagueRanks('batting', clubs[1] ?? {}, clubs, ['so'])).toEqual({ so: 1 })
  expect(leagueRanks('pitching', clubs[1] ?? {}, clubs, ['era', 'h', 'w'])).toEqual({ era: 2, h: 4, w: 2 })
})

test('a figure the club lacks has no rank, and clubs lacking it do not count against others', () => {
  expect(leagueRanks('batting', clubs[3] ?? {}, clubs, ['hr', 'missing'])).toEqual({ hr: null, missing: null })
  expect(leagueRanks('pitching', clubs[2] ?? {}, clubs, ['era'])).toEqual({ era: 3 })
})
