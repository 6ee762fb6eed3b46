import { niceTicks } from './nice-ticks'

test('a league batting average from .231 to .245 gets ticks every .005', () => {
  expect(niceTicks(0.231, 0.245)).toEqual([0.23, 0.235, 0.24, 0.245])
})

test('ERA from 2.87 to 3.64 gets ticks every 0.2, wide enough to hold both ends', () => {
  // span 0.77 / 4 = 0.1925 → step 0.2; floor(2.87 / 0.2) = 14 → 2.8, ceil(3.64 / 0.2) = 19 → 3.8
  expect(niceTicks(2.87, 3.64)).toEqual([2.8, 3, 3.2, 3.4, 3.6, 3.8])
})

test('home runs per game from 0.61 to 0.84 and a count from 612 to 1,038', () => {
  // span 0.23 / 4 = 0.0575 → step 0.1; span 426 / 4 = 106.5 → step 200
  expect(niceTicks(0.61, 0.84)).toEqual([0.6, 0.7, 0.8, 0.9])
  expect(niceTicks(612, 1038)).toEqual([600, 800, 1000, 1200])
})

test('a flat series still gets an axis around its value; reversed bounds and no data are handled', () => {
  // .25 ± .0125 → span .025 / 4 → step .01
  expect(niceTicks(0.25, 0.25)).toEqual([0.23, 0.24, 0.25, 0.26, 0.27])
  expect(niceTicks(0.245, 0.231)).toEqual([0.23, 0.235, 0.24, 0.245])
  expect(niceTicks(Number.NaN, 1)).toEqual([])
})
