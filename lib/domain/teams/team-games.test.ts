import { recordOf, teamGames, type GameLine } from './team-games'
import { TEAM_BY_CODE } from './teams'

const NINE = [0, 0, 0, 0, 0, 0, 0, 0, 0]
const game = (home: GameLine['home'], away: GameLine['away'], homeRuns: number, awayRuns: number): GameLine => ({ home, away, homeRuns, awayRuns, innings: 9, lineHome: NINE, lineAway: NINE })

// 巨人 4-2 阪神 at home, 巨人 1-1 広島 away, ソフトバンク 5-3 巨人 (interleague, away at PayPayドーム).
const GAMES = [game('g', 't', 4, 2), game('c', 'g', 1, 1), game('h', 'g', 5, 3)]

test("a club's games are seen from its side: its runs first, wherever it played", () => {
  expect(teamGames(GAMES, (team) => team === 'g').map((side) => [side.team, side.runsFor, side.runsAgainst])).toEqual([
    ['g', 4, 2],
    ['g', 1, 1],
    ['g', 3, 5],
  ])
})

test("a league's team-games hold both sides of its own games and only its side of an interleague game", () => {
  const central = teamGames(GAMES, (team) => TEAM_BY_CODE[team].league === 'central')
  // g-t: 2 sides, c-g: 2 sides, h-g: the Giants' side only = 5.
  expect(central.map((side) => side.team)).toEqual(['t', 'g', 'g', 'c', 'g'])
})

test('W-L-T: more runs win, fewer lose, equal runs tie', () => {
  expect(recordOf(teamGames(GAMES, (team) => team === 'g'))).toEqual({ wins: 1, losses: 1, ties: 1 })
  expect(recordOf([])).toEqual({ wins: 0, losses: 0, ties: 0 })
})

beforeEach(() => {
  expect.hasAssertions()
})
