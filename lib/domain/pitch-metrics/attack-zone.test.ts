import { plateZone } from '@/lib/domain/plate-zone'
import { isStrikeZone } from '@/lib/domain/pitching-analysis/metrics'
import { attackZone } from './attack-zone'

test('Savant proportions on our frame: heart < 2/3, shadow < 4/3, chase < 2, waste beyond (the larger of |x| and |z| decides)', () => {
  expect(attackZone(0, 0)).toBe('heart')
  expect(attackZone(0.5, -0.6)).toBe('heart') // max(0.5, 0.6) = 0.6 < 0.667
  expect(attackZone(0.5, 0.7)).toBe('shadow') // 0.7 ≥ 0.667
  expect(attackZone(-1.2, 0)).toBe('shadow') // 1.2 < 1.333: just off the plate is still the edge
  expect(attackZone(0, 1.5)).toBe('chase') // 1.333 ≤ 1.5 < 2
  expect(attackZone(2, 0)).toBe('waste') // bounds are exclusive
  expect(attackZone(-0.1, -3)).toBe('waste')
})

test('every heart pitch is in the strike zone and every chase or waste pitch is outside it (plate-zone.ts)', () => {
  const steps = Array.from({ length: 61 }, (_, index) => -3 + index * 0.1)
  const points = steps.flatMap((x) => steps.map((z) => ({ zone: attackZone(x, z), inStrikeZone: isStrikeZone(plateZone(x, z)) })))
  expect(points.filter((point) => point.zone === 'heart').every((point) => point.inStrikeZone)).toBe(true)
  expect(points.filter((point) => point.zone === 'chase' || point.zone === 'waste').some((point) => point.inStrikeZone)).toBe(false)
})
