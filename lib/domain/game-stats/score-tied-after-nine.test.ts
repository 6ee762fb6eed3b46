import { tiedAfterNine } from './score-tied-after-nine'

test('level after nine and won in the 11th: 2-2 over innings 1–9 (extra-inning runs ignored)', () => {
  expect(tiedAfterNine([0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 1], [0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0])).toBe(true)
})

test('a walk-off in the 9th (1-2) and a home club that did not bat in the 9th (x) were not level', () => {
  expect(tiedAfterNine([0, 0, 0, 0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 0, 0, 1, 1])).toBe(false)
  // 1 run for the visitors in nine innings, 2 for the home club in eight: the home half of the 9th is null.
  expect(tiedAfterNine([1, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 2, 0, 0, 0, 0, 0, null])).toBe(false)
})

test('a nine-inning tie is level after nine; a game called in the 7th is not "after nine"', () => {
  expect(tiedAfterNine([0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0])).toBe(true)
  expect(tiedAfterNine([1, 0, 0, 0, 0, 0, 0], [0, 0, 0, 1, 0, 0, 0])).toBe(false)
})

beforeEach(() => {
  expect.hasAssertions()
})
