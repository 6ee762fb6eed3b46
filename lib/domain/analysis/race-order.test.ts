import { competitionRanks, compareRace, raceTop } from './race-order'

test('the race order: total, then the earlier date, then the lower index', () => {
  expect(compareRace({ player: 5, total: 3, reached: 9 }, { player: 1, total: 2, reached: 0 })).toBeLessThan(0)
  expect(compareRace({ player: 5, total: 3, reached: 2 }, { player: 1, total: 3, reached: 4 })).toBeLessThan(0)
  expect(compareRace({ player: 5, total: 3, reached: 2 }, { player: 1, total: 3, reached: 2 })).toBeGreaterThan(0)
})

test('the top leaves out players without any (a frame may hold fewer than the top)', () => {
  expect(raceTop([2, 3, 0, 3], [4, 1, -1, 0], 2)).toEqual([3, 1])
  expect(raceTop([0, 1, 0], [-1, 0, -1], 10)).toEqual([1])
})

test('competition ranks: ties share the better rank', () => {
  expect(competitionRanks([30, 28, 28, 25])).toEqual([1, 2, 2, 4])
  expect(competitionRanks([])).toEqual([])
})
