import { sawamuraCriteriaMet, sawamuraWinners } from './sawamura'
import { pitcher } from './test-lines'

// 28 G, 10 CG, 18-5 (.783), 210 IP (630 outs), 220 SO, 50 ER (50 × 27 / 630 = 2.14): all seven.
const ace = { g: 28, cg: 10, w: 18, l: 5, outs: 630, so: 220, er: 50 }

test('an ace meeting every criterion scores seven', () => {
  expect(sawamuraCriteriaMet(pitcher('a', ace))).toBe(7)
})

test('each boundary is inclusive: 25 G, 10 CG, 15 W, .600, 200 IP, 150 SO, 2.50 ERA', () => {
  // 15-10 = .600 exactly; 600 outs = 200 IP; 55 ER × 27 / 600 outs = 2.475
  expect(sawamuraCriteriaMet(pitcher('b', { g: 25, cg: 10, w: 15, l: 10, outs: 600, so: 150, er: 55 }))).toBe(7)
  // one short everywhere: 14-10 (.583), 599 outs, 149 SO, 56 ER × 27 / 599 = 2.524
  expect(sawamuraCriteriaMet(pitcher('c', { g: 24, cg: 9, w: 14, l: 10, outs: 599, so: 149, er: 56 }))).toBe(0)
})

test('ERA exactly 2.50 meets the criterion: 50 ER in 540 outs', () => {
  // 50 × 27 / 540 = 2.50 → 54 × 50 = 2700 ≤ 5 × 540 = 2700
  expect(sawamuraCriteriaMet(pitcher('d', { outs: 540, er: 50 }))).toBe(1)
})

test('the pitcher meeting more criteria wins across both leagues', () => {
  const central = pitcher('c', { ...ace, cg: 3, runs: 40 }) // six
  const pacific = pitcher('p', { ...ace, league: 'pacific', runs: 30 }) // seven
  expect(sawamuraWinners([central, pacific]).map((w) => [w.line.playerId, w.met])).toEqual([['p', 7]])
})

test('level on criteria, the higher pitching runs win', () => {
  const a = pitcher('a', { ...ace, cg: 3, runs: 32.5 })
  const b = pitcher('b', { ...ace, cg: 2, runs: 35 })
  expect(sawamuraWinners([a, b]).map((w) => w.line.playerId)).toEqual(['b'])
})

test('nobody meeting five criteria means no award', () => {
  // 16-6, 185 IP, 160 SO, 2.30 ERA, 26 G but 2 CG: G, W, W%, SO, ERA = five → awarded
  const five = pitcher('f', { g: 26, cg: 2, w: 16, l: 6, outs: 555, so: 160, er: 47 })
  expect(sawamuraWinners([five]).map((w) => w.met)).toEqual([5])
  // same with 14 wins: four → no award
  expect(sawamuraWinners([{ ...five, w: 14 }])).toEqual([])
})
