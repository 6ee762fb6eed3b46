import { createRng } from '@/lib/domain/simulation/rng'
import { generatePhysique } from './physique'

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length

test('Japanese players: height about N(180, 5) within 165–200, weight mostly 70–110 kg', () => {
  const rng = createRng(1)
  const bodies = Array.from({ length: 5000 }, () => generatePhysique(rng, { foreign: false }))
  const heights = bodies.map((body) => body.heightCm)
  const weights = bodies.map((body) => body.weightKg)
  expect(Math.abs(mean(heights) - 180)).toBeLessThan(0.5)
  expect(Math.min(...heights)).toBeGreaterThanOrEqual(165)
  expect(Math.max(...heights)).toBeLessThanOrEqual(200)
  expect(weights.filter((weight) => weight >= 70 && weight <= 110).length / weights.length).toBeGreaterThan(0.95)
  for (const body of bodies) expect(Number.isInteger(body.heightCm) && Number.isInteger(body.weightKg)).toBe(true)
})

test('taller players are heavier', () => {
  const rng = createRng(2)
  const bodies = Array.from({ length: 5000 }, () => generatePhysique(rng, { foreign: false }))
  const tall = bodies.filter((body) => body.heightCm >= 185).map((body) => body.weightKg)
  const short = bodies.filter((body) => body.heightCm <= 175).map((body) => body.weightKg)
  expect(mean(tall) - mean(short)).toBeGreaterThan(5)
})

test('imports are bigger on average', () => {
  const rng = createRng(3)
  const heights = Array.from({ length: 2000 }, () => generatePhysique(rng, { foreign: true }).heightCm)
  expect(mean(heights)).toBeGreaterThan(185)
})
