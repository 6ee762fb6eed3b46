import { frameStandings, raceFrames } from './race-frames'

/** race-encoding.test.ts's worked race: a, b, c for two places. */
const RACE = { players: ['a', 'b', 'c'], deltas: [[0, 1, 1, 1], [2, 2], [0, 1], [1, 2]] }

test('worked example: running totals, and on a tie the one who got there first stays ahead', () => {
  expect(raceFrames(RACE, 2)).toEqual([
    { totals: [1, 1, 0], order: [0, 1] },
    { totals: [1, 1, 2], order: [2, 0] },
    // a reaches c's 2 on the third date; c had it from the second, so c stays first.
    { totals: [2, 1, 2], order: [2, 0] },
    { totals: [2, 3, 2], order: [1, 2] },
  ])
})

test('a date without increments repeats the totals; a malformed pair is skipped', () => {
  const frames = raceFrames({ players: ['a'], deltas: [[0, 2], [], [5, 1, 0]] }, 3)
  expect(frames.map((frame) => frame.totals)).toEqual([[2], [2], [2]])
})

test('the final standings share a rank on a tie (1, 2, 2)', () => {
  const frames = raceFrames(RACE, 3)
  const last = frames[frames.length - 1]
  expect(last && frameStandings(last)).toEqual([
    { rank: 1, player: 1, total: 3 },
    { rank: 2, player: 2, total: 2 },
    { rank: 2, player: 0, total: 2 },
  ])
})
