import { advanceRace, MAX_FRAME_MS, stepRace } from './race-clock'

test('advancing: 62.5 ms at 4× moves one date (4 a second at 1×), and stops at the last date', () => {
  expect(advanceRace(10, 62.5, 4, 142)).toBe(11)
  expect(advanceRace(10, 16, 1, 142)).toBeCloseTo(10.064)
  expect(advanceRace(141.9, 100, 4, 142)).toBe(142)
})

test('a long gap (a background tab) advances no more than one capped frame', () => {
  expect(advanceRace(0, 60_000, 1, 142)).toBe(advanceRace(0, MAX_FRAME_MS, 1, 142))
  expect(advanceRace(5, -20, 1, 142)).toBe(5)
})

test('stepping lands on whole dates and stays in the season', () => {
  expect(stepRace(3.4, 1, 142)).toBe(4)
  expect(stepRace(3.4, -1, 142)).toBe(3)
  expect(stepRace(3, -1, 142)).toBe(2)
  expect(stepRace(142, 1, 142)).toBe(142)
  expect(stepRace(0, -1, 142)).toBe(0)
})
