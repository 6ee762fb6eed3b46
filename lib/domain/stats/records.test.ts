import { compareRecords, sumRecords } from './records'

test('compares 勝率 exactly, so 14-10 and 7-5 tie', () => {
  // 14/24 = 7/12 = .5833…: 7·24 − 14·12 = 0
  expect(compareRecords({ wins: 14, losses: 10 }, { wins: 7, losses: 5 })).toBe(0)
})

test('sorts the better 勝率 first', () => {
  const records = [{ wins: 1, losses: 3 }, { wins: 3, losses: 1 }, { wins: 2, losses: 2 }]
  expect([...records].sort(compareRecords).map((record) => record.wins)).toEqual([3, 2, 1])
})

test('sums records, starting from 0-0', () => {
  expect(sumRecords([{ wins: 2, losses: 1 }, { wins: 3, losses: 4 }])).toEqual({ wins: 5, losses: 5 })
  expect(sumRecords([])).toEqual({ wins: 0, losses: 0 })
})
