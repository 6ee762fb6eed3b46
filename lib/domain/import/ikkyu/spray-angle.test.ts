import { sprayAngle } from './spray-angle'

test.each([
  ['中', 50, 14, 0],
  ['右', 78, 24, 23.63],
  ['左', 22, 24, -23.63],
  ['遊', 40, 46, -13.39],
  ['二', 60, 46, 13.39],
  ['三', 32, 62, -34.7],
  ['一', 68, 62, 34.7],
  ['投', 50, 58, 0],
  ['捕', 50, 88, 0],
])('%s at (%i, %i) is %f° from straight away centre, left field negative', (_name, x, y, degrees) => {
  // e.g. 右: atan2(78 - 50, 88 - 24) = atan(28 / 64) = 23.63°.
  expect(sprayAngle(x, y)).toBeCloseTo(degrees, 2)
})

test('no fielder position, no direction', () => {
  expect(sprayAngle(null, null)).toBeNull()
  expect(sprayAngle(50, null)).toBeNull()
})
