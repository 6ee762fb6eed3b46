import { scoreAtEndOf, trackScore, type ScoredEntry } from './score-track'

const line = { road: [1, 0, 2], home: [0, 3, null] }
const entry = (inning: number, half: 'top' | 'bottom', road: number, home: number, trusted = true, homeSteal = false): ScoredEntry => ({
  inning, half, runs: { road, home }, trusted, homeSteal,
})

test('the line score closes each half-inning', () => {
  expect(scoreAtEndOf(line, 1, 'top')).toEqual({ road: 1, home: 0 })
  expect(scoreAtEndOf(line, 2, 'bottom')).toEqual({ road: 1, home: 3 })
  expect(scoreAtEndOf(line, 3, 'top')).toEqual({ road: 3, home: 3 })
})

test('runs between two PA checkpoints go to the PA that opened the gap; stale runner entries score nothing', () => {
  const entries = [entry(2, 'bottom', 1, 0), entry(2, 'bottom', 1, 0, false), entry(2, 'bottom', 1, 2), entry(2, 'bottom', 1, 2)]
  expect(trackScore(entries, line).map(({ before, after }) => [before.home, after.home])).toEqual([[0, 2], [2, 2], [2, 2], [2, 3]])
})

test('a steal of home takes its own run', () => {
  const entries = [entry(3, 'top', 1, 3), entry(3, 'top', 1, 3, false, true), entry(3, 'top', 2, 3)]
  expect(trackScore(entries, line).map(({ before, after }) => after.road - before.road)).toEqual([0, 1, 1])
})
