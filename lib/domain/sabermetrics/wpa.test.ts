import { toyTransitions } from './toy-transitions'
import { buildTransitionModel, winExpectancy, type GameState } from './win-expectancy'
import { batterWpa, leagueMeanLeverage, leverageIndex, rawLeverage, wpa } from './wpa'

const toy = buildTransitionModel(toyTransitions())
// Outs .7, solo homers .3, bases always empty.
const homers = buildTransitionModel(toyTransitions({ outs: 7, singles: 0, homers: 3 }))

function state(inning: number, half: GameState['half'], outs: number, bases: number, scoreDiff: number): GameState {
  return { inning, half, outs, bases, scoreDiff }
}

test('WPA is the change in win + ½·tie', () => {
  // before: .3 + .1/2 = .35; after: 1 → +.65
  expect(wpa({ before: { win: 0.3, tie: 0.1, loss: 0.6 }, after: { win: 1, tie: 0, loss: 0 } })).toBeCloseTo(0.65, 12)
})

test('the batter is credited from his own side: negated for the visitors', () => {
  const before = { win: 0.5, tie: 0, loss: 0.5 }
  const after = { win: 0.4, tie: 0, loss: 0.6 }
  expect(batterWpa({ before, after, half: 'top' })).toBeCloseTo(0.1, 12)
  expect(batterWpa({ before, after, half: 'bottom' })).toBeCloseTo(-0.1, 12)
})

test('a walk-off home run takes the home side to 1', () => {
  const before = winExpectancy(homers, state(12, 'bottom', 2, 0, 0))
  const after = winExpectancy(homers, state(12, 'bottom', 2, 0, 1))
  // before: .3 · 1 + .7 · ½ = .65 → WPA .35
  expect(wpa({ before, after })).toBeCloseTo(0.35, 12)
})

test('raw leverage of a tied bottom 12th with two outs, worked by hand', () => {
  // now .65; out (.7) → tie, .5; homer (.3) → win, 1: .7·|.5 − .65| + .3·|1 − .65| = .105 + .105 = .21
  expect(rawLeverage(homers, state(12, 'bottom', 2, 0, 0))).toBeCloseTo(0.21, 12)
})

test('nothing is at stake once the game is decided', () => {
  expect(rawLeverage(toy, state(9, 'bottom', 0, 7, 3))).toBe(0)
  expect(rawLeverage(toy, state(4, 'top', 3, 0, 0))).toBe(0)
})

test('late and close is high leverage, early or lopsided is low', () => {
  const close = rawLeverage(toy, state(9, 'bottom', 2, 7, -1))
  expect(close).toBeGreaterThan(rawLeverage(toy, state(1, 'top', 0, 0, 0)))
  expect(rawLeverage(toy, state(1, 'top', 0, 0, 0))).toBeGreaterThan(rawLeverage(toy, state(8, 'top', 0, 0, 9)))
})

test('LI averages 1 over the states it was normalised on', () => {
  const states = [state(1, 'top', 0, 0, 0), state(5, 'bottom', 1, 3, -1), state(9, 'top', 2, 4, 1), state(7, 'top', 0, 1, 5), state(1, 'top', 0, 0, 0)]
  const mean = leagueMeanLeverage(toy, states)
  expect(mean).not.toBeNull()
  const total = states.reduce((sum, s) => sum + (leverageIndex(toy, s, mean ?? 0) ?? 0), 0)
  expect(total / states.length).toBeCloseTo(1, 12)
})

test('LI is null without a league mean', () => {
  expect(leagueMeanLeverage(toy, [])).toBeNull()
  expect(leverageIndex(toy, state(1, 'top', 0, 0, 0), 0)).toBeNull()
})
