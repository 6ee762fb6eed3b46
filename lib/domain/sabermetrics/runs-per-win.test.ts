import { runsPerNine, runsPerWin } from './runs-per-win'

test('R/9 is runs × 27 / outs: 6,000 runs over 15,000 innings is 3.6', () => {
  expect(runsPerNine({ runs: 6000, outs: 45000 })).toBeCloseTo(3.6, 12)
})

test('R/W, FanGraphs "Converting Runs to Wins": 9 × (6000 / 15000) × 1.5 + 3 = 8.4', () => {
  expect(runsPerWin({ runs: 6000, outs: 45000 })).toBeCloseTo(8.4, 12)
})

test('R/W, FanGraphs: a league of 4.5 R/9 (MLB-like) needs 9.75 runs for a win, a scoring-poor one fewer', () => {
  // 4.5 × 1.5 + 3 = 9.75; 3.0 × 1.5 + 3 = 7.5
  expect(runsPerWin({ runs: 4500, outs: 27000 })).toBeCloseTo(9.75, 12)
  expect(runsPerWin({ runs: 3000, outs: 27000 })).toBeCloseTo(7.5, 12)
})

test('no outs means no R/9 and no R/W', () => {
  expect(runsPerNine({ runs: 10, outs: 0 })).toBeNull()
  expect(runsPerWin({ runs: 10, outs: 0 })).toBeNull()
})
