import { monthRecords } from './month-records'

const games = [
  { date: '2024-03-29', runs: 4, opponentRuns: 1 }, // 3月 W
  { date: '2024-04-02', runs: 0, opponentRuns: 2 }, // 4月 L
  { date: '2024-04-03', runs: 2, opponentRuns: 2 }, // 4月 T
  { date: '2024-06-10', runs: 5, opponentRuns: 3 }, // 6月 W (no game in May)
  { date: '2024-04-30', runs: 6, opponentRuns: 0 }, // 4月 W
]

test('each month the club played, in month order: 3月 1-0-0, 4月 1-1-1 (.500), 6月 1-0-0', () => {
  expect(monthRecords(games).map((month) => [month.month, month.wins, month.losses, month.ties, month.winPct])).toEqual([
    [3, 1, 0, 0, 1],
    [4, 1, 1, 1, 0.5],
    [6, 1, 0, 0, 1],
  ])
})

test('the months add up to the season', () => {
  const months = monthRecords(games)
  const sum = (key: 'games' | 'wins' | 'losses' | 'ties' | 'runsScored' | 'runsAllowed') => months.reduce((total, month) => total + month[key], 0)
  expect([sum('games'), sum('wins'), sum('losses'), sum('ties'), sum('runsScored'), sum('runsAllowed')]).toEqual([5, 3, 1, 1, 17, 8])
})
