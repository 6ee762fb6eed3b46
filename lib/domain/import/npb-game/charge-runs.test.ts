import { chargeRuns } from './charge-runs'
import type { ImportedPa, ImportedRunnerEvent, ImportedStep } from './play-sequence'

let seq = 0
const pa = (result: ImportedPa['result'], pitcherId: string, batterId: string, before: [number, number], after: [number, number], runs = 0, rbi = 0, error = false): ImportedStep => ({
  kind: 'pa', inning: 1, half: 'top', outsBefore: before[0], basesBefore: before[1], outsAfter: after[0], basesAfter: after[1],
  runsOnPlay: runs, awayScoreBefore: 0, homeScoreBefore: 0, pitcherId, seq: ++seq, result, batterId, rbi, balls: null, strikes: null,
  battedBall: null, fielder: null, error, pinchHit: false,
})
const caught = (runnerId: string, pitcherId: string, before: [number, number], after: [number, number]): ImportedRunnerEvent => ({
  kind: 'runner', inning: 1, half: 'top', outsBefore: before[0], basesBefore: before[1], outsAfter: after[0], basesAfter: after[1],
  runsOnPlay: 0, awayScoreBefore: 0, homeScoreBefore: 0, pitcherId, seq: seq + 1, type: 'CS', runner: null, runnerId, fromBase: 1, toBase: 0,
})

beforeEach(() => (seq = 0))

test('a single scores the lead runner, charged to the pitcher who walked him, with the RBI to the batter', () => {
  const { runs } = chargeRuns([
    pa('BB', 'A', 'x', [0, 0], [0, 1]),
    pa('2B', 'A', 'y', [0, 1], [0, 6]),
    pa('1B', 'B', 'z', [0, 6], [0, 5], 1, 1),
  ])
  expect(runs).toEqual([{ paSeq: 3, runnerId: 'x', pitcherId: 'A', earned: true, rbiBatterId: 'z' }])
})

test('Rule 9.16(g): after a fielder’s choice the runner left on base is still the first pitcher’s', () => {
  // A leaves a runner on first; B's batter forces him at second; that batter then scores on a homer.
  const { runs } = chargeRuns([
    pa('1B', 'A', 'x', [0, 0], [0, 1]),
    pa('FC', 'B', 'y', [0, 1], [1, 1]),
    pa('HR', 'B', 'z', [1, 1], [1, 0], 2, 2),
  ])
  expect(runs.map((run) => [run.runnerId, run.pitcherId])).toEqual([['y', 'A'], ['z', 'B']])
})

test('runs after the inning should have ended (an error with two out) are unearned; the runner who reached on it too', () => {
  const { runs } = chargeRuns([
    pa('K', 'A', 'u', [0, 0], [1, 0]),
    pa('K', 'A', 'v', [1, 0], [2, 0]),
    pa('ROE', 'A', 'w', [2, 0], [2, 1]),
    pa('HR', 'A', 'x', [2, 1], [2, 0], 2, 2),
  ])
  expect(runs.map((run) => [run.runnerId, run.earned])).toEqual([['w', false], ['x', false]])
})

test('a sacrifice bunt with an error leaves the batter on base as a misplay', () => {
  const { runs } = chargeRuns([
    pa('SH', 'A', 'x', [0, 0], [0, 1], 0, 0, true),
    pa('HR', 'A', 'y', [0, 1], [0, 0], 2, 2),
  ])
  expect(runs.map((run) => [run.runnerId, run.earned])).toEqual([['x', false], ['y', true]])
})

test('a runner caught stealing leaves from his own base, not the trailing end', () => {
  const { runs } = chargeRuns([
    pa('1B', 'A', 'x', [0, 0], [0, 1]),
    pa('1B', 'A', 'y', [0, 1], [0, 3]),
    caught('y', 'A', [0, 3], [1, 2]),
    pa('1B', 'A', 'z', [1, 2], [1, 1], 1, 1),
  ])
  expect(runs.map((run) => run.runnerId)).toEqual(['x'])
})

test('runners the sequence cannot account for are charged to the pitcher on the mound and counted', () => {
  const result = chargeRuns([pa('1B', 'A', 'x', [0, 2], [0, 1], 1)])
  expect(result.anomalies).toBe(1)
  expect(result.runs).toEqual([{ paSeq: 1, runnerId: 'unknown', pitcherId: 'A', earned: true, rbiBatterId: null }])
})

test('a runner event that names someone else on that base: a pinch runner came in, and his run is his', () => {
  const steps: ImportedStep[] = [
    pa('1B', 'A', 'slugger', [0, 0], [0, 1]),
    { ...caught('speed', 'A', [0, 1], [0, 2]), type: 'SB', fromBase: 1, toBase: 2 },
    pa('1B', 'A', 'next', [0, 2], [0, 1], 1, 1),
  ]
  expect(chargeRuns(steps).runs.map((run) => run.runnerId)).toEqual(['speed'])
})

test('a run the last play of a half cannot explain scored after it: the lead runner already on gets it, not an unseen one', () => {
  // 2024-08-28 ロッテ–西武, 12th: 藤原 on first, 藤岡 singles him to third, the game ends on a play the text does not name.
  const steps = [pa('1B', 'A', 'fujiwara', [2, 0], [2, 1]), pa('1B', 'A', 'fujioka', [2, 1], [2, 5], 1)]
  expect(chargeRuns(steps).runs.map((run) => run.runnerId)).toEqual(['fujiwara'])
})
