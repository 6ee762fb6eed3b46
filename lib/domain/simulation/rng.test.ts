import { createRng } from './rng'

test('one seed gives one sequence; another seed another', () => {
  const a = createRng(2025)
  const b = createRng(2025)
  const c = createRng(2024)
  const seqA = Array.from({ length: 5 }, () => a.next())
  expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA)
  expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA)
})

test('values stay in range and are roughly uniform', () => {
  const rng = createRng(1)
  const buckets = [0, 0, 0, 0]
  for (let index = 0; index < 40_000; index++) {
    const value = rng.next()
    expect(value).toBeGreaterThanOrEqual(0)
    expect(value).toBeLessThan(1)
    const bucket = Math.floor(value * 4)
    buckets[bucket] = (buckets[bucket] ?? 0) + 1
  }
  for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(400)
  for (let index = 0; index < 1000; index++) {
    const die = rng.int(1, 6)
    expect(die >= 1 && die <= 6).toBe(true)
  }
})

test('weighted picks follow the weights and forks are reproducible', () => {
  const rng = createRng(7)
  let heavy = 0
  for (let index = 0; index < 10_000; index++) if (rng.weighted(['a', 'b'], (item) => (item === 'a' ? 3 : 1)) === 'a') heavy++
  expect(heavy / 10_000).toBeCloseTo(0.75, 1)
  expect(createRng(9).fork('2025').next()).toBe(createRng(9).fork('2025').next())
  expect(() => rng.pick([])).toThrow()
})

test('normal draws have mean 0 and sd 1', () => {
  const rng = createRng(11)
  const draws = Array.from({ length: 20_000 }, () => rng.normal())
  const mean = draws.reduce((sum, value) => sum + value, 0) / draws.length
  const variance = draws.reduce((sum, value) => sum + (value - mean) ** 2, 0) / draws.length
  expect(Math.abs(mean)).toBeLessThan(0.03)
  expect(Math.abs(Math.sqrt(variance) - 1)).toBeLessThan(0.03)
})
