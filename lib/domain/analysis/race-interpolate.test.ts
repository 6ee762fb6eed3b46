import { interpolateRace } from './race-interpolate'
import { raceFrames } from './race-frames'

/** race-frames.test.ts's worked race, two places. */
const FRAMES = raceFrames({ players: ['a', 'b', 'c'], deltas: [[0, 1, 1, 1], [2, 2], [0, 1], [1, 2]] }, 2)

test('on a whole date the moment is that date’s frame', () => {
  expect(interpolateRace(FRAMES, 1, 2)).toEqual({
    date: 1,
    bars: [
      { player: 0, value: 1, slot: 1, opacity: 1 },
      { player: 2, value: 2, slot: 0, opacity: 1 },
    ],
    max: 2,
  })
})

test('worked example halfway: a’s total climbs from 1 to 2, the slots stay, the label moves to the nearer date', () => {
  expect(interpolateRace(FRAMES, 1.5, 2)).toEqual({
    date: 2,
    bars: [
      { player: 0, value: 1.5, slot: 1, opacity: 1 },
      { player: 2, value: 2, slot: 0, opacity: 1 },
    ],
    max: 2,
  })
})

test('worked example a quarter on: b enters from below fading in, a leaves downward fading out, the axis follows the leader', () => {
  expect(interpolateRace(FRAMES, 2.25, 2)).toEqual({
    date: 2,
    bars: [
      { player: 0, value: 2, slot: 1.25, opacity: 0.75 },
      { player: 1, value: 1.5, slot: 1.5, opacity: 0.25 },
      { player: 2, value: 2, slot: 0.25, opacity: 1 },
    ],
    max: 2.25,
  })
})

test('positions outside the season clamp to its ends; no frames draw nothing', () => {
  expect(interpolateRace(FRAMES, 99, 2).date).toBe(3)
  expect(interpolateRace(FRAMES, -1, 2)).toEqual(interpolateRace(FRAMES, 0, 2))
  expect(interpolateRace([], 0, 2)).toEqual({ date: 0, bars: [], max: 1 })
})

test('no bar outgrows the axis between two dates, even when the lead changes hands', () => {
  for (let position = 0; position <= 3; position += 0.125) {
    const moment = interpolateRace(FRAMES, position, 2)
    for (const bar of moment.bars) expect(bar.value).toBeLessThanOrEqual(moment.max + 1e-9)
  }
})
