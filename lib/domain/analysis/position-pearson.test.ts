import { pearson } from './position-pearson'

// Anscombe, F. J. (1973), "Graphs in Statistical Analysis", The American Statistician 27(1): the four sets share r = 0.816.
const ANSCOMBE_X = [10, 8, 13, 9, 11, 14, 6, 4, 12, 7, 5]
const ANSCOMBE_Y1 = [8.04, 6.95, 7.58, 8.81, 8.33, 9.96, 7.24, 4.26, 10.84, 4.82, 5.68]
const ANSCOMBE_Y2 = [9.14, 8.14, 8.74, 8.77, 9.26, 8.1, 6.13, 3.1, 9.13, 7.26, 4.74]

test('Anscombe (1973) quartet, sets I and II: r = 0.816', () => {
  expect(pearson(ANSCOMBE_X, ANSCOMBE_Y1)).toBeCloseTo(0.8164, 4)
  expect(pearson(ANSCOMBE_X, ANSCOMBE_Y2)).toBeCloseTo(0.8162, 4)
})

test('hand-worked: (1,2) (2,4) (3,5) (4,4) (5,5) gives Σdxdy 6 over √(10 × 6), r = 0.7746', () => {
  expect(pearson([1, 2, 3, 4, 5], [2, 4, 5, 4, 5])).toBeCloseTo(6 / Math.sqrt(60), 12)
})

test('a rising line is +1, a falling one −1, and r does not change when either list is rescaled', () => {
  expect(pearson([1, 2, 3], [10, 20, 30])).toBeCloseTo(1, 12)
  expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 12)
  expect(pearson([1, 2, 3, 4, 5].map((x) => x * 7 - 3), [2, 4, 5, 4, 5].map((y) => y / 10))).toBeCloseTo(6 / Math.sqrt(60), 12)
})

test('no answer for fewer than three pairs, unequal lists, or a list without spread', () => {
  expect(pearson([1, 2], [3, 4])).toBeNull()
  expect(pearson([1, 2, 3], [1, 2])).toBeNull()
  expect(pearson([5, 5, 5], [1, 2, 3])).toBeNull()
})
