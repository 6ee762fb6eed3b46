import { encodeRace, type RaceCount } from './race-encoding'
import { raceFrames } from './race-frames'
import { compareRace } from './race-order'

const DATES = ['2025-03-28', '2025-03-29', '2025-03-30', '2025-03-31']
/** A worked race of four players for two places: d never makes the top two, so it is not sent. */
const COUNTS: RaceCount[] = [
  { date: '2025-03-28', player: 'a', value: 1 },
  { date: '2025-03-28', player: 'b', value: 1 },
  { date: '2025-03-29', player: 'c', value: 2 },
  { date: '2025-03-30', player: 'a', value: 1 },
  { date: '2025-03-30', player: 'd', value: 1 },
  { date: '2025-03-31', player: 'b', value: 2 },
]

test('worked example: the players ever in a top two, in id order, and each date’s increments as flat pairs', () => {
  expect(encodeRace(DATES, COUNTS, 2)).toEqual({
    dates: DATES,
    players: ['a', 'b', 'c'],
    deltas: [[0, 1, 1, 1], [2, 2], [0, 1], [1, 2]],
  })
})

test('a player’s two lines on one date (two clubs) add up; zero counts and dates outside the season are left out', () => {
  const counts: RaceCount[] = [
    { date: '2025-03-28', player: 'a', value: 1 },
    { date: '2025-03-28', player: 'a', value: 2 },
    { date: '2025-03-28', player: 'z', value: 0 },
    { date: '2025-10-01', player: 'b', value: 9 },
  ]
  expect(encodeRace(DATES.slice(0, 1), counts, 3)).toEqual({ dates: ['2025-03-28'], players: ['a'], deltas: [[0, 3]] })
})

/** A deterministic stream of small counts (an LCG), so the invariant below is checked on a busy race. */
function randomCounts(dates: readonly string[], players: number, seed: number): RaceCount[] {
  let state = seed
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state / 2147483648
  }
  return dates.flatMap((date) =>
    Array.from({ length: players }, (_, index) => ({ date, player: `p${String(index).padStart(2, '0')}`, value: next() < 0.3 ? Math.floor(next() * 3) + 1 : 0 })),
  )
}

/** The top of each date over every player, ranked from scratch: the oracle the sent race must reproduce. */
function fullTops(dates: readonly string[], counts: readonly RaceCount[], top: number): string[][] {
  const ids = [...new Set(counts.map((count) => count.player))].sort()
  const totals = new Map<string, number>()
  const reached = new Map<string, number>()
  return dates.map((date, index) => {
    for (const count of counts.filter((c) => c.date === date && c.value > 0)) {
      totals.set(count.player, (totals.get(count.player) ?? 0) + count.value)
      reached.set(count.player, index)
    }
    const entries = ids.filter((id) => (totals.get(id) ?? 0) > 0).map((id) => ({ player: ids.indexOf(id), total: totals.get(id) ?? 0, reached: reached.get(id) ?? 0 }))
    return entries.sort(compareRace).slice(0, top).map((entry) => ids[entry.player] ?? '')
  })
}

test('the browser’s frames of the sent players give every date the same top as ranking all players', () => {
  const dates = Array.from({ length: 40 }, (_, index) => `2025-04-${String(index + 1).padStart(2, '0')}`)
  const counts = randomCounts(dates, 60, 7)
  const race = encodeRace(dates, counts, 10)
  expect(race.players.length).toBeLessThan(60)
  const tops = raceFrames(race, 10).map((frame) => frame.order.map((player) => race.players[player]))
  expect(tops).toEqual(fullTops(dates, counts, 10))
})
