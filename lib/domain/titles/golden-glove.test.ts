import { gloveEligible, goldenGlove } from './golden-glove'
import { fielder } from './test-lines'

test('fielders need half their club’s games at the position; pitchers need 規定投球回', () => {
  // 72 ≥ 143 / 2; 71 is short
  expect(gloveEligible(fielder('a', { g: 72, po: 100, a: 200 }))).toBe(true)
  expect(gloveEligible(fielder('a', { g: 71, po: 100, a: 200 }))).toBe(false)
  // 429 outs = 143 innings qualifies a pitcher however few his games
  expect(gloveEligible(fielder('p', { position: 'P', g: 25, outs: 429, po: 10, a: 20 }))).toBe(true)
  expect(gloveEligible(fielder('p', { position: 'P', g: 60, outs: 200, po: 10, a: 20 }))).toBe(false)
  // no chances at all: nothing to judge
  expect(gloveEligible(fielder('z', { g: 100 }))).toBe(false)
})

test('the best 守備率 wins the position', () => {
  const lines = [
    fielder('a', { g: 130, outs: 3400, po: 180, a: 400, e: 8 }), // 580 / 588 = .9864
    fielder('b', { g: 120, outs: 3100, po: 160, a: 370, e: 5 }), // 530 / 535 = .9907
  ]
  expect(goldenGlove(lines).map((w) => [w.position, w.line.playerId, w.value.toFixed(4)])).toEqual([['SS', 'b', '0.9907']])
})

test('equal 守備率 is broken by plays made per inning', () => {
  // both 1.000; a: 300 plays in 3000 outs, b: 330 plays in 3000 outs → b
  const lines = [fielder('a', { position: '1B', g: 130, outs: 3000, po: 280, a: 20 }), fielder('b', { position: '1B', g: 130, outs: 3000, po: 300, a: 30 })]
  expect(goldenGlove(lines).map((w) => w.line.playerId)).toEqual(['b'])
})

test('catchers are ranked by 盗塁阻止率 first', () => {
  // a: 12 CS of 40 attempts = .300; b: 15 of 45 = .333 → b, though a has the better 守備率
  const lines = [
    fielder('a', { position: 'C', g: 120, outs: 3000, po: 900, a: 60, e: 0, sb: 28, cs: 12 }),
    fielder('b', { position: 'C', g: 110, outs: 2800, po: 850, a: 55, e: 3, sb: 30, cs: 15 }),
  ]
  const [winner] = goldenGlove(lines)
  expect(winner?.line.playerId).toBe('b')
  expect(winner?.value).toBeCloseTo(15 / 45, 12)
})

test('three outfielders, with every fielder tied for third', () => {
  const of = (id: string, e: number) => fielder(id, { position: 'OF', g: 130, outs: 3000, po: 250, a: 5, e })
  const winners = goldenGlove([of('a', 0), of('b', 1), of('c', 2), of('d', 2), of('e', 5)])
  expect(winners.map((w) => w.line.playerId)).toEqual(['a', 'b', 'c', 'd'])
})
