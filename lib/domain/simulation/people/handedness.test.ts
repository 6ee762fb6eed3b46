import { createRng } from '@/lib/domain/simulation/rng'
import { generateHandedness, type Role } from './handedness'

function shares(role: Role, draws = 10_000) {
  const rng = createRng(role === 'pitcher' ? 1 : 2)
  let throwsLeft = 0
  let batsLeft = 0
  let switchHitters = 0
  for (let index = 0; index < draws; index++) {
    const hand = generateHandedness(rng, role)
    if (hand.throws === 'L') throwsLeft++
    if (hand.bats === 'L') batsLeft++
    if (hand.bats === 'S') switchHitters++
  }
  return { throwsLeft: throwsLeft / draws, batsLeft: batsLeft / draws, switchHitters: switchHitters / draws }
}

test('about a quarter of pitchers throw left', () => {
  expect(shares('pitcher').throwsLeft).toBeCloseTo(0.25, 1)
})

test('about 30% of batters bat left and 2% switch-hit', () => {
  const batters = shares('batter')
  expect(batters.batsLeft).toBeCloseTo(0.3, 1)
  expect(batters.switchHitters).toBeGreaterThan(0.01)
  expect(batters.switchHitters).toBeLessThan(0.03)
  expect(batters.throwsLeft).toBeLessThan(0.15)
})
