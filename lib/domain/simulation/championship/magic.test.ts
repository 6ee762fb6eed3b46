import { pennantRace, type RaceTeam } from '@/lib/domain/stats/magic-number'
import { leagueRaces } from './magic'

const team = (code: string, wins: number, losses: number, remaining: number): RaceTeam => ({ team: code, wins, losses, remaining })

test('the leader\'s magic number is the standings page\'s (pennantRace), and 自力優勝 follows it', () => {
  const ranked = [team('a', 80, 50, 13), team('b', 75, 55, 13), team('c', 70, 60, 13)]
  const race = pennantRace(ranked, () => 3)
  const races = leagueRaces(ranked, () => 3)
  expect(race).toMatchObject({ status: 'magic', magic: 9 })
  expect(races[0]).toEqual({ magic: 9, selfClinch: true })
  // b winning out: 88-55 against a's worst 80-63 — but a can still pass b, so no magic for b.
  expect(races[1]).toEqual({ magic: null, selfClinch: false })
})

test('agreement on a sweep of fixtures: whenever the standings page shows a magic number, the leader\'s is the same', () => {
  for (let leaderWins = 60; leaderWins <= 90; leaderWins += 3)
    for (let remaining = 0; remaining <= 40; remaining += 5)
      for (const between of [0, 2, 5]) {
        const ranked = [team('a', leaderWins, 140 - remaining - leaderWins, remaining), team('b', 70 - 2, 70 + 2 - remaining, remaining), team('c', 60, 80 - remaining, remaining)]
        if (ranked.some((club) => club.losses < 0)) continue
        const race = pennantRace(ranked, () => Math.min(between, remaining))
        const leader = leagueRaces(ranked, () => Math.min(between, remaining))[0]
        const expected = race?.status === 'magic' ? { magic: race.magic, selfClinch: true } : race?.status === 'decided' ? { magic: 0, selfClinch: true } : { magic: null, selfClinch: false }
        expect(leader).toEqual(expected)
      }
})

test('a second-placed club with games in hand can have 自力優勝 (and a number) while the leader has none', () => {
  // a 70-50 with 3 left: worst 70-53 (.5691), best 73-50 (.5935). b 66-48 with 9 left: best 75-48 (.6098) → a has no magic.
  // b: 7 more wins give 73-50, level with a's best (not enough); 8 give 74-49 (.6016) → magic 8.
  const ranked = [team('a', 70, 50, 3), team('b', 66, 48, 9)]
  expect(leagueRaces(ranked, () => 0)).toEqual([{ magic: null, selfClinch: false }, { magic: 8, selfClinch: true }])
  expect(pennantRace(ranked, () => 0)).toMatchObject({ status: 'open', leader: 'a' })
})

test('a finished season: the leader is decided even on a level 勝率, the rest have nothing to win', () => {
  const ranked = [team('bs', 76, 65, 0), team('h', 76, 65, 0)]
  expect(leagueRaces(ranked, () => 0)).toEqual([{ magic: 0, selfClinch: true }, { magic: null, selfClinch: false }])
})
