import { situationLeaders, situationMinimum } from './situations-leaders'

test('the bar to lead a situation is 規定打席 × its share of PAs, rounded up (worked example: 443 × ¼ = 110.75 → 111)', () => {
  expect(situationMinimum({ situationPa: 16000, totalPa: 64000, qualifyingPa: 443 })).toBe(111)
  expect(situationMinimum({ situationPa: 64000, totalPa: 64000, qualifyingPa: 443 })).toBe(443)
})

test('a rare situation still asks 10 PAs, and an empty league asks the floor', () => {
  expect(situationMinimum({ situationPa: 600, totalPa: 64000, qualifyingPa: 443 })).toBe(10)
  expect(situationMinimum({ situationPa: 0, totalPa: 0, qualifyingPa: 443 })).toBe(10)
})

const candidates = [
  { player_id: '1', name: 'A', pa: 120, ops: 0.9 },
  { player_id: '2', name: 'B', pa: 90, ops: 1.2 },
  { player_id: '3', name: 'C', pa: 150, ops: 0.9 },
  { player_id: '4', name: 'D', pa: 200, ops: 0.6 },
  { player_id: '5', name: 'E', pa: 130, ops: null },
]

test('batters lead by the highest OPS among those at the bar; a tie goes to more PAs', () => {
  expect(situationLeaders(candidates, 'batting', 100).map((c) => c.name)).toEqual(['C', 'A', 'D'])
  expect(situationLeaders(candidates, 'batting', 50).map((c) => c.name)).toEqual(['B', 'C', 'A'])
})

test('pitchers lead by the lowest OPS against', () => {
  expect(situationLeaders(candidates, 'pitching', 100, 2).map((c) => c.name)).toEqual(['D', 'C'])
})
