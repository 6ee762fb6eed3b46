import { breakTies, type StandingsTeam } from './tiebreakers'

const base = { wins: 10, losses: 10, ties: 0, leagueWins: 8, leagueLosses: 8 }
const a: StandingsTeam = { ...base, team: 'a', previousRank: 2 }
const b: StandingsTeam = { ...base, team: 'b', previousRank: 1 }
const none = () => ({ wins: 0, losses: 0 })

test('skips head-to-head when the tied teams have not met and uses previous rank', () => {
  expect(breakTies([a, b], 'pacific', none).map((team) => team.team)).toEqual(['b', 'a'])
})

test('head-to-head outranks previous rank', () => {
  const aWins = (x: string) => (x === 'a' ? { wins: 3, losses: 2 } : { wins: 2, losses: 3 })
  expect(breakTies([b, a], 'central', aWins).map((team) => team.team)).toEqual(['a', 'b'])
})

test('teams level on everything keep a stable order by team code', () => {
  const twin = { ...b, team: 'c' }
  expect(breakTies([twin, b], 'central', none).map((team) => team.team)).toEqual(['b', 'c'])
  expect(breakTies([a], 'central', none)).toEqual([a])
})
