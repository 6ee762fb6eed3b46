import { fieldingInningAfter, outsThrough, stintOuts, type FieldingClock } from './fielding-clock'

// The home club fields the top halves: PAs 1–4 (1st: out, single, out, out), 9–11 (2nd: three outs), 17–19 (3rd).
const clock: FieldingClock = {
  seqs: [1, 2, 3, 4, 9, 10, 11, 17, 18, 19],
  outs: [1, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  innings: [1, 1, 1, 1, 2, 2, 2, 3, 3, 3],
}

test('outs after a PA are the running total of the last fielded PA up to it', () => {
  expect([outsThrough(clock, 0), outsThrough(clock, 2), outsThrough(clock, 8), outsThrough(clock, 19)]).toEqual([0, 1, 3, 9])
})

test('worked example: a starter who leaves after PA 11 played 6 outs (2 innings); his replacement the other 3', () => {
  // Starter: outs through 11 (6) − outs through 0 (0) = 6. Replacement from after PA 11 to the end: 9 − 6 = 3.
  expect(stintOuts(clock, 0, 11)).toBe(6)
  expect(stintOuts(clock, 11, null)).toBe(3)
  expect(stintOuts(clock, 0, 11) + stintOuts(clock, 11, null)).toBe(stintOuts(clock, 0, null))
})

test('a substitute entering during the other half takes the field in the next inning the club fields', () => {
  // Entering after PA 12 (the home club batting in the 2nd): he first fields in the 3rd.
  expect(fieldingInningAfter(clock, 12)).toBe(3)
  expect(fieldingInningAfter(clock, 0)).toBe(1)
  // After the club's last PA in the field, the last inning.
  expect(fieldingInningAfter(clock, 25)).toBe(3)
})
