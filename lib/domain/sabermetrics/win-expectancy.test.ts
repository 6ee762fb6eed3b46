import { toyTransitions } from './toy-transitions'
import { buildTransitionModel, NPB_RULES, weForWpa, winExpectancy, type GameState } from './win-expectancy'

const toy = buildTransitionModel(toyTransitions())
// Outs .7, solo homers .3, bases always empty: from 2 outs P(0 runs) = .7, P(1) = .21, P(2+) = .09.
const homers = buildTransitionModel(toyTransitions({ outs: 7, singles: 0, homers: 3 }))

function state(inning: number, half: GameState['half'], outs: number, bases: number, scoreDiff: number): GameState {
  return { inning, half, outs, bases, scoreDiff }
}

test('start of a game with the same model for both sides is an even game', () => {
  const we = winExpectancy(toy, state(1, 'top', 0, 0, 0))
  expect(we.win + we.tie + we.loss).toBeCloseTo(1, 12)
  expect(Math.abs(we.win - we.loss)).toBeLessThan(1e-3)
  expect(weForWpa(we)).toBeCloseTo(0.5, 3)
})

test('home ahead by 10 in the bottom of the 9th has already won; in the top of the 9th nearly so', () => {
  expect(winExpectancy(toy, state(9, 'bottom', 0, 0, 10))).toEqual({ win: 1, tie: 0, loss: 0 })
  expect(winExpectancy(toy, state(9, 'top', 0, 0, 10)).win).toBeGreaterThan(0.999)
})

test('a walk-off ends the game at once: any home lead in the bottom of the 9th or later is a win', () => {
  expect(winExpectancy(toy, state(9, 'bottom', 1, 3, 1)).win).toBe(1)
  expect(winExpectancy(toy, state(11, 'bottom', 0, 7, 2)).win).toBe(1)
  // Home still to bat in a tie: loaded, nobody out beats an empty, two-out bottom 9th
  const loaded = winExpectancy(toy, state(9, 'bottom', 0, 7, 0)).win
  expect(loaded).toBeGreaterThan(winExpectancy(toy, state(9, 'bottom', 2, 0, 0)).win)
  expect(loaded).toBeGreaterThan(0.5)
})

test('home ahead after the top of the 9th wins without batting', () => {
  expect(winExpectancy(toy, state(9, 'top', 3, 0, 1))).toEqual({ win: 1, tie: 0, loss: 0 })
  // …but not after the top of the 8th
  expect(winExpectancy(toy, state(8, 'top', 3, 0, 1)).win).toBeLessThan(1)
})

test('tied, bottom of the 12th, two outs, bases empty: the tie stands unless home scores', () => {
  // P(no run from 2 outs) = .7 → tie .7, walk-off .3, no way to lose
  const we = winExpectancy(homers, state(12, 'bottom', 2, 0, 0))
  expect(we.tie).toBeCloseTo(0.7, 12)
  expect(we.win).toBeCloseTo(0.3, 12)
  expect(we.loss).toBe(0)
  expect(weForWpa(we)).toBeCloseTo(0.3 + 0.35, 12)
})

test('down one in the bottom of the 12th with two outs: loss .7, tie .21, win .09', () => {
  const we = winExpectancy(homers, state(12, 'bottom', 2, 0, -1))
  expect(we.loss).toBeCloseTo(0.7, 12)
  expect(we.tie).toBeCloseTo(0.21, 12)
  expect(we.win).toBeCloseTo(0.09, 12)
})

test('the innings cap comes from the rules: a 2021-style 9-inning cap ends a tie after the 9th', () => {
  const we = winExpectancy(homers, state(9, 'bottom', 2, 0, 0), { regulationInnings: 9, maxInnings: 9 })
  expect(we.tie).toBeCloseTo(0.7, 12)
  const extras = winExpectancy(homers, state(9, 'bottom', 2, 0, 0), NPB_RULES)
  expect(extras.tie).toBeLessThan(0.7)
})

test('after the third out the next half-inning starts', () => {
  const ended = winExpectancy(toy, state(5, 'top', 3, 7, -2))
  const next = winExpectancy(toy, state(5, 'bottom', 0, 0, -2))
  expect(ended.win).toBeCloseTo(next.win, 12)
})

test('score differences beyond ±15 are clamped', () => {
  expect(winExpectancy(toy, state(3, 'top', 0, 0, -40))).toEqual(winExpectancy(toy, state(3, 'top', 0, 0, -15)))
})

test('rejects states and rules outside the game', () => {
  expect(() => winExpectancy(toy, state(13, 'top', 0, 0, 0))).toThrow(RangeError)
  expect(() => winExpectancy(toy, state(1, 'top', 0, 8, 0))).toThrow(RangeError)
  expect(() => winExpectancy(toy, state(1, 'top', 0, 0, 0), { regulationInnings: 9, maxInnings: 8 })).toThrow(RangeError)
})

test('a full table of every state is consistent: win + tie + loss = 1 in each (its time is npm run bench:data\'s)', () => {
  const model = buildTransitionModel(toyTransitions({ outs: 13, singles: 4, homers: 1 }))
  let count = 0
  let worst = 0
  for (let inning = 1; inning <= 12; inning++) {
    for (const half of ['top', 'bottom'] as const) {
      for (let outs = 0; outs <= 2; outs++) {
        for (let bases = 0; bases < 8; bases++) {
          for (let diff = -15; diff <= 15; diff++) {
            const we = winExpectancy(model, state(inning, half, outs, bases, diff))
            worst = Math.max(worst, Math.abs(we.win + we.tie + we.loss - 1))
            count++
          }
        }
      }
    }
  }
  expect(count).toBe(12 * 2 * 24 * 31)
  expect(worst).toBeLessThan(1e-9)
})

describe('invariants the win-probability-model page states (issue 17)', () => {
  const model = buildTransitionModel(toyTransitions({ outs: 13, singles: 4, homers: 1 }))
  const every = (visit: (inning: number, half: GameState['half'], outs: number, bases: number) => void) => {
    for (let inning = 1; inning <= NPB_RULES.maxInnings; inning++) {
      for (const half of ['top', 'bottom'] as const) {
        for (let outs = 0; outs <= 2; outs++) for (let bases = 0; bases < 8; bases++) visit(inning, half, outs, bases)
      }
    }
  }

  test('monotone in the score difference: one more home run never lowers P(win) or WE, nor raises P(loss)', () => {
    let worst = 0
    every((inning, half, outs, bases) => {
      for (let diff = -15; diff < 15; diff++) {
        const lower = winExpectancy(model, state(inning, half, outs, bases, diff))
        const higher = winExpectancy(model, state(inning, half, outs, bases, diff + 1))
        worst = Math.max(worst, lower.win - higher.win, higher.loss - lower.loss, weForWpa(lower) - weForWpa(higher))
      }
    })
    expect(worst).toBeLessThan(1e-12)
  })

  test('WE for WPA is strictly higher a run up than a run down in the middle of a game', () => {
    expect(weForWpa(winExpectancy(model, state(5, 'top', 1, 3, 1)))).toBeGreaterThan(weForWpa(winExpectancy(model, state(5, 'top', 1, 3, 0))))
    expect(weForWpa(winExpectancy(model, state(5, 'top', 1, 3, 0)))).toBeGreaterThan(weForWpa(winExpectancy(model, state(5, 'top', 1, 3, -1))))
  })

  test('home leading by 10 in the 9th has P(win) ≥ .99 whatever the outs and runners', () => {
    let lowest = 1
    for (const half of ['top', 'bottom'] as const) {
      for (let outs = 0; outs <= 2; outs++) for (let bases = 0; bases < 8; bases++) lowest = Math.min(lowest, winExpectancy(model, state(9, half, outs, bases, 10)).win)
    }
    expect(lowest).toBeGreaterThanOrEqual(0.99)
  })

  test('P(win) + P(tie) + P(loss) = 1 from every state, beyond the ±10 the stored table keeps too', () => {
    let worst = 0
    every((inning, half, outs, bases) => {
      for (const diff of [-15, -11, -1, 0, 1, 11, 15]) {
        const we = winExpectancy(model, state(inning, half, outs, bases, diff))
        worst = Math.max(worst, Math.abs(we.win + we.tie + we.loss - 1))
        expect(Math.min(we.win, we.tie, we.loss)).toBeGreaterThanOrEqual(0)
      }
    })
    expect(worst).toBeLessThan(1e-9)
  })
})
