import type { UsageGame } from './usage-slices'
import { sliceUsage } from './usage-slices'

const games: UsageGame[] = [
  { gameId: 'a', date: '2025-04-01', team: 'g', result: 'win' },
  { gameId: 'a', date: '2025-04-01', team: 't', result: 'lose' },
  { gameId: 'b', date: '2025-05-02', team: 'g', result: 'draw' },
  { gameId: 'b', date: '2025-05-02', team: 't', result: 'draw' },
]
const items = [
  { gameId: 'a', team: 'g', id: 1 },
  { gameId: 'a', team: 't', id: 2 },
  { gameId: 'b', team: 'g', id: 3 },
  { gameId: 'b', team: 'db', id: 4 }, // filed under a club not in the game
]

test("one club's view keeps its own items of its games of the chosen result", () => {
  const { clubs, months } = sliceUsage(items, games, { team: 'g', result: 'all', mode: 'season' })
  expect(clubs).toEqual([{ team: 'g', games: 2, items: [items[0], items[2]] }])
  expect(months).toEqual([])
  expect(sliceUsage(items, games, { team: 'g', result: 'draw', mode: 'season' }).clubs[0]).toEqual({ team: 'g', games: 1, items: [items[2]] })
})

test('every club in code order, a club without games in the view at zero, and a row under a club not in the game dropped', () => {
  const { clubs } = sliceUsage(items, games, { team: null, result: 'all', mode: 'season' })
  expect(clubs.map((club) => [club.team, club.games, club.items.map((item) => item.id)]).slice(0, 3)).toEqual([
    ['g', 2, [1, 3]],
    ['t', 2, [2]],
    ['db', 0, []],
  ])
  expect(clubs).toHaveLength(12)
})

test('monthly mode splits the same items by month, March to October; the months add up to the season', () => {
  const { clubs, months } = sliceUsage(items, games, { team: 'g', result: 'all', mode: 'monthly' })
  expect(months.map((month) => month.month)).toEqual([3, 4, 5, 6, 7, 8, 9, 10])
  expect(months.map((month) => month.clubs[0]?.games)).toEqual([0, 1, 1, 0, 0, 0, 0, 0])
  expect(months.flatMap((month) => month.clubs[0]?.items ?? [])).toEqual(clubs[0]?.items)
})
