import { teamGames } from '@/lib/domain/teams/team-games'
import { BLOWOUT_MARGIN, gameRates, NPB_REFERENCE_RATES } from './score-game-rates'
import { FOUR_GAMES } from './score-games.fixture'

test('a worked example over the four games’ eight club-games (score-games.fixture.ts)', () => {
  const rates = gameRates(teamGames(FOUR_GAMES, () => true))
  // Shut out: ソフトバンク's side of game 2 only → 1 / 8.
  expect(rates.shutouts).toEqual({ count: 1, share: 0.125 })
  // One run: games 3 and 4, both sides → 4 / 8.
  expect(rates.oneRun).toEqual({ count: 4, share: 0.5 })
  // Margin ≥ 5: game 2 (6-0), both sides → 2 / 8.
  expect(rates.blowouts).toEqual({ count: 2, share: 0.25 })
  expect(rates.ties).toEqual({ count: 2, share: 0.25 })
  // Past the 9th: games 1 (12 innings) and 4 (10) → 4 / 8; both were level after nine.
  expect(rates.extraInnings).toEqual({ count: 4, share: 0.5 })
  expect(rates.tiedAfterNine).toEqual({ count: 4, share: 0.5 })
})

test('a blowout is a margin of five runs or more; a 0-0 tie is no shutout', () => {
  expect(BLOWOUT_MARGIN).toBe(5)
  const side = (runsFor: number, runsAgainst: number) => ({ team: 'g' as const, runsFor, runsAgainst, innings: 9, lineFor: [], lineAgainst: [] })
  const rates = gameRates([side(5, 0), side(4, 0), side(0, 0), side(1, 5)])
  expect(rates.blowouts.count).toBe(1)
  expect(rates.shutouts.count).toBe(0)
  expect(rates.ties.count).toBe(1)
})

test('no games: counts 0 and no share (shown as -)', () => {
  expect(gameRates([]).oneRun).toEqual({ count: 0, share: null })
})

test('the published NPB guide figures: about 10 % level after nine, about 2 % tied', () => {
  expect(NPB_REFERENCE_RATES).toEqual({ tiedAfterNine: 0.1, ties: 0.02 })
})

beforeEach(() => {
  expect.hasAssertions()
})
