import { sprayReach, sprayXY } from './spray-geometry'

const HOME = { homeX: 160, homeY: 220 }

test('sprayXY: centre is straight up, the foul lines are 45° either side', () => {
  expect(sprayXY(0, 100, HOME)).toEqual({ x: 160, y: 120 })
  const left = sprayXY(-45, 100, HOME)
  expect(left.x).toBeCloseTo(160 - 70.711, 3)
  expect(left.y).toBeCloseTo(220 - 70.711, 3)
  expect(sprayXY(45, 100, HOME).x).toBeCloseTo(230.711, 3)
})

test('sprayReach puts grounders inside the flies, within ±0.06 of the type’s reach', () => {
  expect(sprayReach('fly', 0)).toBeCloseTo(0.76)
  for (let index = 0; index < 30; index += 1) {
    expect(sprayReach('ground', index)).toBeLessThan(sprayReach('fly', index))
    expect(Math.abs(sprayReach('line', index) - 0.66)).toBeLessThanOrEqual(0.06 + 1e-9)
  }
  expect(sprayReach(null, 0)).toBeCloseTo(0.54)
})
