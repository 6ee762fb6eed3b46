import { battingSideWe, homeScoreDiff, homeWeAfterPlay, homeWeAtEndOfHalf, type HomeWeLookup, type LiveState } from './win-expectancy-after'

/** A table that names the state it was asked about, so each test sees which one the rules reached. */
const asked: LiveState[] = []
const lookup: HomeWeLookup = (state) => {
  asked.push(state)
  return 0.5 + state.scoreDiff / 100 + state.outs / 1000
}
const lastAsked = () => asked[asked.length - 1]

beforeEach(() => {
  asked.length = 0
})

test('the end of a half-inning follows the NPB rules the WE model plays by (9 innings, ties at 12)', () => {
  // Top of the 5th ends: the bottom of the 5th starts, nobody on, nobody out.
  expect(homeWeAtEndOfHalf(lookup, { inning: 5, half: 'top', scoreDiff: 2 })).toBeCloseTo(0.52, 12)
  expect(lastAsked()).toEqual({ inning: 5, half: 'bottom', outs: 0, bases: 0, scoreDiff: 2 })
  // Top of the 9th ends with the home club ahead: the bottom is not played.
  expect(homeWeAtEndOfHalf(lookup, { inning: 9, half: 'top', scoreDiff: 1 })).toBe(1)
  // Bottom of the 8th ends: the top of the 9th.
  expect(homeWeAtEndOfHalf(lookup, { inning: 8, half: 'bottom', scoreDiff: -3 })).toBeCloseTo(0.47, 12)
  expect(lastAsked()).toEqual({ inning: 9, half: 'top', outs: 0, bases: 0, scoreDiff: -3 })
  // Bottom of the 9th ends with the visitors ahead: a loss; tied: the 10th.
  expect(homeWeAtEndOfHalf(lookup, { inning: 9, half: 'bottom', scoreDiff: -1 })).toBe(0)
  expect(homeWeAtEndOfHalf(lookup, { inning: 11, half: 'bottom', scoreDiff: 0 })).toBe(0.5)
  expect(lastAsked()).toEqual({ inning: 12, half: 'top', outs: 0, bases: 0, scoreDiff: 0 })
  // Bottom of the 12th ends tied: the tie stands, half a win.
  asked.length = 0
  expect(homeWeAtEndOfHalf(lookup, { inning: 12, half: 'bottom', scoreDiff: 0 })).toBe(0.5)
  expect(asked).toEqual([])
})

test('runs go to the batting side, a home lead from the bottom of the 9th is a walk-off, a third out ends the half', () => {
  // Top 7th, tied, 1 out: a visitors' 2-run homer leaves 1 out, bases empty, home −2.
  expect(homeWeAfterPlay(lookup, { inning: 7, half: 'top', scoreDiff: 0 }, { outsAfter: 1, basesAfter: 0, runs: 2 })).toBeCloseTo(0.481, 12)
  expect(lastAsked()).toEqual({ inning: 7, half: 'top', outs: 1, bases: 0, scoreDiff: -2 })
  // Bottom 9th, tied: a solo homer wins it at once.
  expect(homeWeAfterPlay(lookup, { inning: 9, half: 'bottom', scoreDiff: 0 }, { outsAfter: 0, basesAfter: 0, runs: 1 })).toBe(1)
  // Bottom 8th, home up 1 after a run: not a walk-off, the 8th goes on.
  expect(homeWeAfterPlay(lookup, { inning: 8, half: 'bottom', scoreDiff: 0 }, { outsAfter: 1, basesAfter: 2, runs: 1 })).toBeCloseTo(0.511, 12)
  // Top 9th, home up 1, a double play ends it: the home club wins.
  expect(homeWeAfterPlay(lookup, { inning: 9, half: 'top', scoreDiff: 1 }, { outsAfter: 3, basesAfter: 0, runs: 0 })).toBe(1)
  // Top 9th, tied, a run scores on the play that makes the third out (a time play): the bottom of the 9th starts at −1.
  expect(homeWeAfterPlay(lookup, { inning: 9, half: 'top', scoreDiff: 0 }, { outsAfter: 3, basesAfter: 0, runs: 1 })).toBeCloseTo(0.49, 12)
  expect(lastAsked()).toEqual({ inning: 9, half: 'bottom', outs: 0, bases: 0, scoreDiff: -1 })
})

test("the batting club's WE and the home − away difference of its lead", () => {
  expect(battingSideWe('bottom', 0.7)).toBe(0.7)
  expect(battingSideWe('top', 0.7)).toBeCloseTo(0.3, 12)
  expect(battingSideWe('top', null)).toBeNull()
  expect(homeScoreDiff('top', 2)).toBe(-2)
  expect(homeScoreDiff('bottom', -1)).toBe(-1)
})
