import { occupiedBases, runnersOn } from './bases'

test('first and third (mask 5): two runners, on 1 and 3; loaded holds three, empty none', () => {
  expect([runnersOn(0b101), runnersOn(0b111), runnersOn(0)]).toEqual([2, 3, 0])
  expect([occupiedBases(0b101), occupiedBases(0b111), occupiedBases(0)]).toEqual([[1, 3], [1, 2, 3], []])
})
