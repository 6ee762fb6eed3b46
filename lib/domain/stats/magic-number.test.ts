import { isEliminated, magicAgainst, pennantRace, remainingMeetings, type RaceTeam } from './magic-number'

const team = (code: string, wins: number, losses: number, remaining: number): RaceTeam => ({ team: code, wins, losses, remaining })
const none = () => 0

test('magic against one rival: the leader needs its 勝率 strictly above the rival winning out', () => {
  // Leader 80-50, 13 left; rival 75-55, 13 left, 3 of them head-to-head (not forced below 11 wins).
  // 8 wins: 88/143 vs 88/143 (level → not decided). 9 wins: 89/143 > 88/143.
  expect(magicAgainst({ wins: 80, losses: 50, remaining: 13 }, { wins: 75, losses: 55, remaining: 13 }, 3)).toBe(9)
})

test('ties make it a 勝率 question, not games behind', () => {
  // Leader 70-50-10 (13 left) ends at (70 + m) / 133; rival 72-58 (13 left) at best 85/143 = .5944.
  // m = 9: 79/133 = .5940 (79·143 = 11297 < 85·133 = 11305), m = 10: 80/133 = .6015.
  expect(magicAgainst({ wins: 70, losses: 50, remaining: 13 }, { wins: 72, losses: 58, remaining: 13 }, 0)).toBe(10)
})

test('a win over the rival counts twice once the leader runs out of other games', () => {
  // Leader 80-50 and rival 79-51, all 13 remaining games against each other: every leader win
  // is a rival loss. (80 + m) > (92 − m) ⇔ m > 6, so 7.
  expect(magicAgainst({ wins: 80, losses: 50, remaining: 13 }, { wins: 79, losses: 51, remaining: 13 }, 13)).toBe(7)
})

test('no magic number while a rival can still finish above the leader winning out', () => {
  // Leader 75-55 (10 left) at best 85/140 = .6071; rival 74-55 (13 left) at best 87/142 = .6127.
  expect(magicAgainst({ wins: 75, losses: 55, remaining: 10 }, { wins: 74, losses: 55, remaining: 13 }, 0)).toBeNull()
})

test('elimination: a club winning out still below another club losing out', () => {
  // 60-70 with 13 left: best 73/143 = .510; 80-50 with 13 left: worst 80/143 = .559.
  const leader = team('y', 80, 50, 13)
  expect(isEliminated(team('x', 60, 70, 13), [leader])).toBe(true)
  // 68-62 with 13 left: best 81/143 = .566 > .559, still alive.
  expect(isEliminated(team('z', 68, 62, 13), [leader])).toBe(false)
})

test('pennant race: the leader magic is the largest over the rivals', () => {
  // Against b: as the first example, 9. Against c (70-60, 13 left, 3 between): 80 + m > 83 → m = 4.
  const race = pennantRace([team('a', 80, 50, 13), team('b', 75, 55, 13), team('c', 70, 60, 13)], () => 3)
  expect(race).toEqual({ status: 'magic', leader: 'a', magic: 9, eliminated: [] })
})

test('pennant race: open when one rival can still pass, with eliminated clubs listed', () => {
  const race = pennantRace([team('a', 75, 55, 10), team('b', 74, 55, 13), team('c', 55, 75, 13)], none)
  // c: best 68/143 = .476 < a's worst 75/140 = .536.
  expect(race).toEqual({ status: 'open', leader: 'a', eliminated: ['c'] })
})

test('pennant race: decided when the leader needs no more wins, or when the season is over', () => {
  // a's worst 85/135 = .630 against b's best 78/135 = .578: already clinched with 5 left.
  expect(pennantRace([team('a', 85, 45, 5), team('b', 73, 57, 5)], none)).toEqual({ status: 'decided', leader: 'a', eliminated: ['b'] })
  // Level on 勝率 with nothing left (76-65 each, 2022 Pacific): the ranked order stands.
  expect(pennantRace([team('bs', 76, 65, 0), team('h', 76, 65, 0)], none)).toEqual({ status: 'decided', leader: 'bs', eliminated: [] })
  expect(pennantRace([], none)).toBeNull()
})

test('league rivals meet 25 times', () => {
  expect(remainingMeetings(20)).toBe(5)
  expect(remainingMeetings(25)).toBe(0)
  expect(remainingMeetings(26)).toBe(0)
})
