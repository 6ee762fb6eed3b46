import { pointX, pointY, tieBand, winProbabilityLine } from './win-probability-path'

const BOX = { width: 420, height: 150 }
const point = (seq: number, we: number, tie = 0) => ({ seq, we, tie })

test('points spread evenly across the box and a home WE of 1 sits at the top, in whole units', () => {
  expect([0, 1, 2, 90].map((index) => pointX(index, 91, BOX))).toEqual([0, 5, 9, 420])
  expect(pointX(0, 1, BOX)).toBe(0)
  expect([1, 0.5, 0.515, 0].map((we) => pointY(we, BOX))).toEqual([0, 75, 73, 150])
})

test('the WE line has one vertex per point', () => {
  expect(winProbabilityLine([point(1, 0.5), point(2, 1)], { width: 100, height: 50 })).toBe('M0 25L100 0')
  expect(winProbabilityLine([point(1, 0.5), point(2, 0.6), point(3, 0.25)], BOX)).toBe('M0 75L210 60L420 113')
})

test('the tie band runs from P(win) to P(win) + P(tie) about the line, and is left out below 1% throughout', () => {
  // WE 0.5 with P(tie) 0.2: wins 0.4, wins or ties 0.6.
  expect(tieBand([point(1, 0.5, 0.2), point(2, 0.5, 0.2)], { width: 100, height: 50 })).toBe('M0 20L100 20L100 30L0 30Z')
  // Clamped at the box's edges.
  expect(tieBand([point(1, 0.99, 0.04), point(2, 0.01, 0.04)], { width: 100, height: 50 })).toBe('M0 0L100 49L100 50L0 2Z')
  expect(tieBand([point(1, 0.5, 0.009), point(2, 0.7, 0)], BOX)).toBeNull()
})
