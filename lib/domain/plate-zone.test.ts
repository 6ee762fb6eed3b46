import { plateZone } from './plate-zone'

test('the middle of the zone is 13, the corners of the grid 1 and 25, the zone edges stay inside', () => {
  expect(plateZone(0, 0)).toBe(13)
  expect(plateZone(-1.5, 1.5)).toBe(1)
  expect(plateZone(1.5, -1.5)).toBe(25)
  expect(plateZone(-0.99, 0.99)).toBe(7)
  expect(plateZone(0.99, -0.99)).toBe(19)
})
